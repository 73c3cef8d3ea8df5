/** Texts of the analyses' brand pages (perception of the company, brands and models; brand performance). */
export const brand = {
  brand: 'Brand',
  segment: 'Segment',
  model: 'Model',
  awareness: 'Awareness',
  company: {
    awareness: 'Awareness by segment',
    awarenessChart: 'Awareness by segment over the rounds',
    rating: 'Average customer rating, weighted by units sold',
    allBrands: 'All brands',
    bestBrand: 'A segment’s awareness is that of the company’s best-known brand there: a shopper who knows any one of its brands knows the company.',
    moved: 'Awareness in {segment} went from {from} in round {first} to {to} in round {last}, the biggest change of any segment.',
  },
  brands: {
    title: 'Awareness and value propositions by brand and segment, round {round}',
    chart: 'Awareness by segment and brand, round {round}',
    propositionsWhy:
      'Each round, how shoppers see a value proposition moves part of the way toward what the brand shows them: up where its models claim it (more so when they are well rated and the brand is well known), down where none of its models claims it.',
    rose: 'The biggest change since round {previous}: awareness of {brand} in {segment} rose {points} points, from {from} to {to}.',
    fell: 'The biggest change since round {previous}: awareness of {brand} in {segment} fell {points} points, from {from} to {to}. Awareness fades every round unless advertising renews it.',
  },
  models: {
    title: 'Fit, utility and rating by model and segment, round {round}',
    attributeFit: 'Attribute fit',
    utility: 'Utility',
    rating: 'Customer rating',
    fitMeaning:
      'Attribute fit says how close a model is to what a segment wants: 0 is exactly the grades its shoppers look for. Each grade short of them counts against the model (more for the attributes they care most about); grades beyond them add only a little.',
    utilityMeaning:
      'Utility is how attractive the listing was to the segment’s shoppers: its fit, how they see the brand, how well they know it and its rating, less its price. Shoppers choose among listings, and whether to buy at all, by it: the higher it is, the bigger the share of them it wins.',
    furthest:
      '{model} is furthest from what {segment} wants (fit {fit}): research the attributes that segment weighs most, or offer it a model closer to its wishes.',
  },
  performance: {
    revenue: 'Revenue',
    units: 'Units sold',
    profit: 'Profit after direct costs',
    awareness: 'Average awareness (over all segments)',
    profitChart: 'Profit after direct costs by brand',
    profitMeaning:
      'Profit here is what each brand’s sales kept after their own costs: platform commission, cost of goods, delivery, and the ad clicks and influencer cuts that won the orders. Rent, company advertising, research, overheads, interest and tax are paid out of it.',
  },
};
