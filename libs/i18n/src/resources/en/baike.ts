/**
 * Simspedia: the concepts of the game explained to a first-year business student. Rules and
 * formulas are the engine's own (libs/engine, docs/engine.md); numbers are the starter screenplay's.
 * Paragraphs of a body are separated by a blank line; a formula keeps its line breaks.
 */
export const baike = {
  title: 'Simspedia',
  intro: 'The ideas behind every decision and every result, and how the simulation engine works them out.',
  search: {
    label: 'Search Simspedia',
    none: 'No article matches “{query}”.',
    found: 'Articles found: {count}',
  },
  topics: {
    basics: 'The game',
    market: 'Market',
    product: 'Product',
    operations: 'Operations',
    channels: 'Sales channels',
    promotion: 'Promotion',
    finance: 'Finance',
    results: 'Results',
  },
  formula: 'How the engine computes it',
  related: 'Related articles',
  back: 'All articles',
  notFound: 'There is no such article. Search Simspedia or pick one from the list.',
  articles: {
    world: {
      title: 'Simulation (world)',
      summary: 'A market where several companies compete for a number of rounds.',
      body: 'A simulation, also called a world, is one market played by a class. An instructor creates it from a screenplay, which sets the market: its shoppers, platforms, warehouses, costs and rules. Participants form teams, and each team runs one company.\n\nEvery company starts with the same cash and the same technology. The starter screenplay gives each company $600,000 and lasts six rounds; the instructor may play fewer.',
    },
    rounds: {
      title: 'Rounds and deadlines',
      summary: 'The game moves in rounds; each round is a month of business.',
      body: 'A round stands for 30 days of business. While a round is open, teams make and change their decisions. At the deadline the round closes and the simulation engine resolves it for all companies at once: production, sales, costs and the books.\n\nThen the results are published and the next round opens. Only the decisions of the current round can still be changed; what has been resolved stays as it was.',
    },
    teams: {
      title: 'Teams and companies',
      summary: 'A team of students runs one company.',
      body: 'A team has a name, a passcode for joining and its members. Its company is what competes in the market: it owns the cash, the brands, the stock and the loans.\n\nA company that goes bankrupt stays in the rankings with a score of 0 but can no longer make decisions.',
    },
    decisions: {
      title: 'Decisions',
      summary: 'What a team chooses each round, from products to loans.',
      body: 'Each round a team decides on brands and models, research, production, storage and shipping, stores on platforms, prices, advertising, livestreams, promotions and loans.\n\nDecisions are checked again when the round closes. What cannot be done is cut back (for example production beyond capacity or a loan beyond the quota) and the team gets a warning saying what changed and why.',
    },
    segments: {
      title: 'Market segments',
      summary: 'Groups of shoppers who want similar things and pay similar prices.',
      body: 'A segment is a group of shoppers with the same needs. It has a size, a reference price (the usual price for what it buys), a sensitivity to price, ideal grades for the product’s attributes, weights on value propositions, and the platforms and media it uses.\n\nThe starter screenplay has three: students (700,000 shoppers, reference price $45), commuters (450,000, $80) and adventurers (300,000, $140). Segments grow every round (3–5% in the starter screenplay), and each round the number of shoppers also varies by chance, by up to 10–15%, so last round’s sales are only a guide.\n\nA product that suits one segment well usually suits the others less: choosing whom to serve is the first decision.',
      formula: 'shoppers this round = size × random draw in (1 ± volatility)\nvisits a day to a platform = shoppers × platform share × visits per day',
    },
    choice: {
      title: 'How shoppers choose',
      summary: 'Each shopper compares the listings they see with buying nothing.',
      body: 'Shoppers of a segment on a platform look at the listings their sessions reach. Each listing gets a utility: how well it fits their needs, minus how much its price hurts. The higher a listing’s utility and the more sessions it gets, the larger its share of orders.\n\nShoppers can always buy nothing (the “outside option”), so a poor offer does not sell just because it is the only one. Above the reference price, price hurts more and more: ten times the reference sells almost nothing.\n\nConversion rate is orders divided by sessions; in the starter screenplay it is typically 2–4%.',
      formula:
        'U = attribute fit + value-proposition fit + 0.25 × (rating − 3) + 0.3 × awareness\n    + loyalty + showcase + livestream lift + package bonus − wear-out\n    − β × x − 1.2 × x² (the last term only above the reference price)\nx = ln(price / reference price), β = the segment’s price sensitivity\n\nshare of listing j = w_j × e^U_j / (e^U_0 + Σ w_k × e^U_k)\nw = the listing’s share of sessions, U_0 = the outside option',
    },
    technologyTrends: {
      title: 'Technology trends',
      summary: 'What shoppers expect rises every round.',
      body: 'Each segment has an ideal grade for each attribute it cares about, and that ideal drifts upward every round. A backpack that was just right in round 1 falls behind by round 4 unless research keeps up.\n\nIn the starter screenplay the adventurers want capacity 5 in round 1, rising by 0.3 a round; the students want a laptop sleeve of grade 3, rising by 0.15 a round.',
      formula: 'ideal grade next round = ideal grade this round + drift per round',
    },
    personas: {
      title: 'User personas',
      summary: 'A portrait of a target customer that sharpens a model’s fit.',
      body: 'A persona describes a target customer and stands for one or more segments. A model may name one persona of its company.\n\nIn the persona’s segments, shoppers judge the model more kindly: the penalty for attributes below their ideal is cut by 30%, and the model gets a small bonus of 0.2 utility. Elsewhere nothing changes. A persona does not change the product itself, only how well it is aimed.',
      formula: 'in the persona’s segments:\nfit = attribute fit × 0.7 (if below 0) + 0.2',
    },
    valuePropositions: {
      title: 'Value propositions',
      summary: 'The promise a model makes: durable, eco-friendly, stylish or great value.',
      body: 'A value proposition is the reason to buy that a model claims. The starter screenplay offers four: built to last, eco-friendly, stylish and great value. Each segment weighs them differently: students care most about value, adventurers about durability.\n\nClaims cost money: each one raises the model’s unit cost (built to last +8%, eco-friendly +10%, stylish +6%, great value +0%). A claim only pays if shoppers believe it. Perception of a claimed proposition moves 40% of the way each round toward a target that rises with the brand’s ratings and awareness; an unclaimed one sinks toward 0.1.',
      formula:
        'value-proposition fit = Σ segment weight × perception\nperception target (claimed) = 0.55 + 0.1 × (rating − 3) + 0.3 × awareness\nperception next = perception + 0.4 × (target − perception)',
    },
    attributes: {
      title: 'Attributes and grades',
      summary: 'The physical features of a product, each rated on a grade scale.',
      body: 'A model is built from physical attributes: in the starter screenplay capacity, lightness, laptop sleeve, rolling wheels and internal frame. Each is set to a grade, for example capacity from 1 to 10. Wheels and a frame cannot go together.\n\nShoppers compare each grade with their segment’s ideal. Every grade below the ideal costs the attribute’s full weight; a grade above earns only 30% of the weight, for at most two grades. Higher grades cost more to make, and each further grade costs more than the one before.',
      formula:
        'attribute fit = Σ over the segment’s attributes:\n  below ideal: − weight × (ideal − grade)\n  above ideal: + weight × 0.3 × min(2, grade − ideal)\n\nunit cost before learning = (base + Σ unit cost per grade × (g + 0.5 × g(g − 1)/2))\n    × (1 + Σ value-proposition cost factors)',
    },
    research: {
      title: 'R&D and prototypes',
      summary: 'Investing in research raises the grades a company can build.',
      body: 'A company can only build the grades its technology allows. Research money is invested per attribute and accumulates over rounds. When enough has been invested for the next grade, a prototype (RD-1, RD-2…) is completed and the new grade can be used in models.\n\nEach grade costs more than the last. In the starter screenplay the base is $15,000, and every grade above an attribute’s lowest adds a quarter of it: taking capacity from its starting grade 3 to grade 4 costs $26,250. Research is risky: each step has a 15% chance of a setback that delays it by a round; the money is not lost.',
      formula: 'cost of grade g = cost per grade × (1 + 0.25 × (g − lowest grade))',
    },
    production: {
      title: 'Production and the learning curve',
      summary: 'Making units costs less per unit the more a model has been made.',
      body: 'Production turns a model’s design into units in a warehouse where the company rents space. In the starter screenplay a company can make up to 40,000 units a round in total; a larger plan is cut back. Each production run costs $5,000 to set up, and units are paid for at once.\n\nThe learning curve: the more units of a model have been made, the cheaper the next ones. Cost falls with cumulative volume compared with a first batch of 2,000 units.',
      formula: 'unit cost = base unit cost × (volume / first batch)^(−0.15)\nvolume = units made before + half this batch (at least the first batch)',
    },
    storages: {
      title: 'Storages',
      summary: 'Rented warehouse space for the stock.',
      body: 'Stock has to sit somewhere. A company rents space in cubic metres at a warehouse and pays rent every round, used or not. In the starter screenplay a backpack takes 0.03 m³; the central warehouse costs $12 per m³ a round and the city fulfilment centre $20.\n\nProduction stops at the free space. Stock that ends a round beyond the space rented pays 1.5 times the rent for the excess. Holding stock also costs 2% of its value each round (capital tied up, insurance, shrinkage).',
      formula: 'rent = m³ rented × rent per m³ (+ excess m³ × rent × 1.5)\nholding cost = value of stock × 2%',
    },
    logistics: {
      title: 'Logistics',
      summary: 'Shipping orders to customers and stock between warehouses.',
      body: 'Each order ships from a warehouse that serves the market through a logistics service, fastest first. A service has a cost per kilogram and per cubic metre, and delivery days. Faster delivery improves ratings: a model’s rating moves toward 5 − 0.35 × (delivery days − 1), and drops a point if it sold out.\n\nIn the starter screenplay standard delivery (4 days) costs $2.00/kg + $80/m³ and same-day delivery (1 day) $3.00/kg + $120/m³, plus the warehouse’s handling fee. Logistics bills are paid 30 days later.',
      formula: 'cost per unit shipped = weight × cost per kg + volume × cost per m³ + handling\nrating next = rating + 0.3 × (target − rating)',
    },
    reallocation: {
      title: 'Reallocation',
      summary: 'Moving stock from one warehouse to another.',
      body: 'Reallocation moves units between warehouses through a logistics route, for example the trunk line from the central warehouse to the city fulfilment centre in the starter screenplay. The goods are in transit for the rest of the round and arrive at the start of the next.\n\nThe destination must have free rented space; what does not fit is not moved. Freight is charged like shipping and paid with the route’s payment days.',
      formula: 'freight = units × (weight × cost per kg + volume × cost per m³)',
    },
    clearance: {
      title: 'Clearance',
      summary: 'Selling unwanted stock outside the market, at a loss.',
      body: 'Clearance sells chosen units to a liquidator, outside the market, at a fraction of their cost: 40% in the starter screenplay. It frees space and brings in cash, but the loss shows in the income statement.\n\nAt the end of the last round, unsold stock is valued the same way: as many units as sold in that round keep their cost, the rest are written down to the clearance value.',
      formula: 'clearance income = units × unit cost × 40%',
    },
    platforms: {
      title: 'Platforms and commission',
      summary: 'The online marketplaces where products are sold.',
      body: 'A platform is an e-commerce marketplace with its own shoppers, fees and tools. Each segment shops on each platform in its own proportion. The starter screenplay has two: ShopMall (12% commission, paid out after 14 days) and QuickBuy (8% commission, paid out after 7 days).\n\nThe platform keeps its commission from each sale and pays the rest after its settlement days. A round has 30 days, so part of the money arrives next round as receivables.',
      formula: 'commission = revenue × commission rate\ncash this round = (revenue − commission) × (1 − settlement days / 30)',
    },
    stores: {
      title: 'Stores and listings',
      summary: 'A company’s shop on a platform, and the models it offers there.',
      body: 'To sell on a platform a company opens a store, paying the opening fee once: $5,000 on ShopMall and $3,000 on QuickBuy in the starter screenplay. In the store it lists models, each at a price in the platform’s currency.\n\nShoppers reach a listing through organic search, ads, traffic packages and livestreams. Organic search favours listings that fit the segment, sold well last round, are well rated, have a good showcase and a known brand.',
      formula: 'organic rank = (1 + last round’s sales)^0.25 × (rating / 3) × (1 + showcase lift)\n    × e^fit × (3 + awareness)',
    },
    packages: {
      title: 'Packages',
      summary: 'Two to four models sold together as one listing.',
      body: 'A package bundles two to four of a company’s models into one listing with one price. Each sale takes one unit of every model in it from stock.\n\nShoppers compare a package’s price with the reference price of that many items, and a bundle adds a small bonus of 0.15 to its utility.',
      formula: 'reference price of a package = segment reference price × number of models',
    },
    trafficPackages: {
      title: 'Traffic packages',
      summary: 'Buying a fixed number of visits for a listing.',
      body: 'A traffic package is sold by the platform: a fixed price for a number of sessions sent to one listing, shared among the segments in proportion to their shoppers on that platform.\n\nIn the starter screenplay ShopMall sells Boost S ($2,000 for 4,000 sessions) and Boost L ($7,000 for 16,000); QuickBuy sells a feed promotion ($2,500 for 6,000). Visits are not sales: the listing still has to convince the shoppers.',
    },
    adAuction: {
      title: 'Ad auction and cost per click',
      summary: 'Bidding for sponsored places in search results.',
      body: 'Sponsored places in a platform’s search are sold by a generalised second-price auction, separately for each segment. Bids are ranked by bid × quality, where quality comes from the model’s rating and fit. The winner of a place pays just enough to beat the next bidder, never more than its own bid and never below the reserve price.\n\nClicks are impressions times the place’s click-through rate (ShopMall: 6%, 4% and 2.5% for its three places in the starter screenplay). Clicks stop when the daily budget or the platform’s ad wallet runs out; the wallet is topped up by recharges.',
      formula:
        'quality = (rating / 5) × e^(fit / 2)\nprice per click = ⌊next bid × next quality / own quality⌋ + 1 cent\n    (never above own bid, never below the reserve price)\nclicks a day = impressions × click-through rate of the place',
    },
    showcase: {
      title: 'Showcase',
      summary: 'The design of a store’s product pages.',
      body: 'A showcase design makes a store’s listings more attractive. It is bought once per store and adds a lift to the utility of every listing in the store, and to its organic rank.\n\nIn the starter screenplay ShopMall offers studio photos ($3,000, +0.15) and QuickBuy a short video ($2,500, +0.2); the basic page is free and adds nothing.',
    },
    livestreams: {
      title: 'Merchant and influencer livestreams',
      summary: 'Live selling by the company itself or by a popular host.',
      body: 'A merchant livestream is hosted by the company, paid by the hour. Viewers come from each segment in proportion to how relevant the product is to them; segments less than half as interested as the core audience do not tune in. Viewers buy more readily: on QuickBuy a livestream costs $150 an hour in the starter screenplay and adds 0.25 to utility.\n\nAn influencer livestream brings the host’s followers. The company pays a fixed fee and a commission on the sales, and only one company per round can book each influencer: the first to book gets them, and a later booking that round is refused.',
      formula: 'merchant viewers = hours × reach per hour × shoppers × relevance\ninfluencer visits = followers × visit rate',
    },
    companyPromotions: {
      title: 'Company promotions and awareness',
      summary: 'Advertising a brand on media channels to make it known.',
      body: 'A company promotion spends money on a channel (social media, outdoor posters, search ads in the starter screenplay) to raise awareness of a brand. Each segment is reached differently by each channel. Awareness, between 0 and 1, raises a brand’s organic rank and its utility.\n\nReturns diminish: each extra dollar adds less awareness than the one before. Awareness also fades each round if it is not renewed.\n\nToo much at once backfires (wear-out): when a round’s exposure in a segment goes above 0.4, each unit of excess costs 1.0 utility there that round.',
      formula:
        'reach = budget / $1,000 × the segment’s media reach\nA’ = A × (1 − decay) + (1 − A × (1 − decay)) × (1 − e^(−Σ effect × reach))\nwear-out = 1.0 × (exposure − 0.4), when exposure is above 0.4',
    },
    loans: {
      title: 'SME loans and repayment',
      summary: 'Borrowing from the bank for a few rounds.',
      body: 'An SME loan brings cash now and costs interest every round. In the starter screenplay a loan is between $10,000 and $300,000, costs 1.5% a round and runs for 4 rounds. All loans together may not exceed the company’s equity at the start of the round; a larger request is cut back.\n\nInterest is paid from the round after the loan starts, on what is still owed. A team may repay early; whatever is still owed at the end of the term is repaid in full then.',
      formula: 'interest a round = outstanding × 1.5%\nloans outstanding + new loan ≤ equity at the start of the round',
    },
    emergencyCredit: {
      title: 'Emergency credit',
      summary: 'A costly one-round loan when cash runs out.',
      body: 'When a company’s cash falls below zero at the end of a round, a bank lends the shortfall for one round at a penalty rate: 4% a round in the starter screenplay, against 1.5% for an SME loan. It is repaid when the next round closes.\n\nThe bank only lends against security, up to the receivables plus half the value of the stock, and only to a company that owns more than it owes. Plan spending within the cash to avoid it.',
      formula: 'emergency credit = min(shortfall, receivables + 50% × stock value)',
    },
    bankruptcy: {
      title: 'Bankruptcy',
      summary: 'What happens when the cash cannot be covered.',
      body: 'If, after any emergency credit, a company’s cash is still below minus its credit line ($20,000 in the starter screenplay), the company goes bankrupt. This happens when the shortfall is larger than what the bank will lend, or when the company already owes more than it owns.\n\nA bankrupt company makes no more decisions and scores 0. The budget on the operations pages warns before a round closes if the decisions spend more than the cash and the credit can cover.',
      formula: 'bankrupt when cash < − credit line after emergency credit',
    },
    incomeStatement: {
      title: 'Income statement',
      summary: 'Revenue minus costs: the profit or loss of a round.',
      body: 'The income statement shows whether the round made money. It starts with revenue (sales at their prices) and subtracts the cost of the goods sold, commission, shipping, store fees, advertising, livestreams, research, production set-up, rent, holding costs, overheads and interest. What remains is profit before tax; after tax it is net profit.\n\nIn the starter screenplay overheads are $40,000 a round plus 4% of revenue. The cost of goods sold uses the weighted-average cost of the stock. All statements are drawn from the same double-entry journal, so they always agree.',
      formula: 'net profit = revenue − costs − tax',
    },
    balanceSheet: {
      title: 'Balance sheet',
      summary: 'What the company owns and owes at the end of a round.',
      body: 'The balance sheet lists assets (cash, receivables from platforms, stock, the ad wallets) and how they are financed: liabilities (logistics bills, loans) and equity (the capital plus retained profits).\n\nIt always balances: assets equal liabilities plus equity. Equity matters for the SME loan quota and for emergency credit.',
      formula: 'assets = liabilities + equity',
    },
    cashFlow: {
      title: 'Cash-flow statement',
      summary: 'Where the cash came from and where it went.',
      body: 'Profit is not cash. Sales on a platform are paid after its settlement days, logistics bills are paid later, and stock is paid when made but expensed only when sold. The cash-flow statement shows the actual money in and out of the round.\n\nIts net change always equals the change of cash on the balance sheet. A profitable company can still run out of cash, which is why the budget and the forecast watch it.',
      formula: 'cash at the end = cash at the start + cash in − cash out',
    },
    tax: {
      title: 'Tax and loss carry-forward',
      summary: 'Income tax on profit, after earlier losses.',
      body: 'Income tax is charged at the home market’s rate, 20% in the starter screenplay. A loss pays no tax and is carried forward: later profits are first set against it, and only the rest is taxed.\n\nSo a company that lost money early pays less tax when it starts to earn.',
      formula: 'taxable income = max(0, profit before tax − loss brought forward)\ntax = taxable income × 20%',
    },
    exchangeRates: {
      title: 'Currencies and exchange rates',
      summary: 'Selling abroad in another currency, and what it is worth at home.',
      body: 'Each market has its own currency. Prices, platform fees, advertising and influencers there are paid in it; the company keeps its books in the base currency (the home market’s).\n\nEvery amount is converted at the exchange rate of the round it falls in, and the rate moves from round to round as the screenplay says. A weaker foreign currency makes the same price there worth less at home, and what is spent there cheaper. In a world that trades at home only, there is one currency and nothing to convert.',
      formula: 'amount in base currency = amount in the market’s currency × that round’s exchange rate',
    },
    forecast: {
      title: 'Budget and forecast (pro forma)',
      summary: 'How the round would end, worked out before it closes.',
      body: 'The operations pages show a budget: the cash at the start of the round, what the decisions so far spend and what falls due, and the cash left before anything sells. If the decisions spend more than there is, the budget says whether emergency credit would cover it or the company would go bankrupt.\n\nThe forecast goes further: the team enters the units it expects each listing to sell and sees a pro forma income statement and cash flow. Both are worked out by the simulation engine itself, on the team’s own decisions, so they follow exactly the rules of the real round; only the sales are the team’s guess.',
    },
    results: {
      title: 'Results',
      summary: 'What each round produced, for study and comparison.',
      body: 'After each round the analyses show the income statement, balance sheet and cash-flow statement, revenue by model and channel, orders and conversion by traffic source, and the warnings about decisions that were cut back.\n\nResults are fixed once published. Comparing them round by round is the best way to see which decisions paid off.',
    },
    scores: {
      title: 'Scores and rankings',
      summary: 'How companies are compared at the end of each round.',
      body: 'Each round every company gets a score from six indicators: net profit, cash, revenue, market share (in units), mean brand awareness and customer satisfaction (mean rating of the models that sold, out of 5). Each indicator is scaled from 0 to 100 across the active companies and weighted.\n\nIn the starter screenplay profit weighs 35% and cash 25%, so growth bought with losses does not win. Ties share a rank; bankrupt companies score 0.',
      formula:
        'score = Σ weight × (value − lowest) / (highest − lowest) × 100\nweights: net profit 0.35, cash 0.25, revenue 0.1,\n    market share 0.1, awareness 0.1, satisfaction 0.1',
    },
  },
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type BaikeCatalog = Strings<typeof baike>;
