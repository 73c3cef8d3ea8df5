/** Texts of the analyses' profit pages. */
export const profit = {
  brand: 'Brand',
  model: 'Model',
  segment: 'Segment',
  platform: 'Channel',
  product: 'Product',
  units: 'Units sold',
  revenue: 'Revenue',
  commission: 'Platform commission',
  costOfGoodsSold: 'Cost of goods sold',
  logistics: 'Delivery costs',
  directMarketing: 'Direct marketing',
  profit: 'Profit',
  margin: 'Margin',
  brandChart: 'Profit by brand, round {round}',
  modelChart: 'Profit by model, round {round}',
  segmentChart: 'Profit by segment, round {round}',
  channelChart: 'Profit by channel, round {round}',
  productChart: 'Profit by product, round {round}',
  best: '{name} made the most profit in round {round}: {profit}, a margin of {margin}.',
  loss: '{name} lost {loss} in round {round}: its costs were more than its revenue.',
  cogsGap:
    'The income statement’s cost of goods sold is {statement}, against {rows} carried by these sales: it also counts stock sold off in clearance and transfers revalued on arrival.',
  logisticsGap:
    'The income statement’s logistics is {statement}, against {rows} of deliveries to these customers: it also counts transfers between warehouses.',
  directMarketingNote:
    'Direct marketing is what each listing paid in the advertising auction and in influencers’ commission on its sales; other advertising and livestreaming costs appear only in the income statement.',
  marginChart: 'Gross and operating margin by round',
  grossMargin: 'Gross margin',
  operatingMargin: 'Operating margin',
  marginNote: 'In round {round}, gross margin was {gross} and operating margin {operating} of sales income (revenue and clearance income).',
};
