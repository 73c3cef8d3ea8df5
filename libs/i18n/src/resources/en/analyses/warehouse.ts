/** Texts of the analyses' warehouse pages (production, inventory, deliveries). */
export const warehouse = {
  model: 'Model',
  warehouse: 'Warehouse',
  productions: {
    title: 'Production in round {round}',
    quantity: 'Units made',
    unitCost: 'Unit cost',
    totalCost: 'Total cost',
    byRoundTitle: 'Units made by model and round',
    chart: 'Units made by model and round',
    notes: {
      learning:
        '{model} cost {cost} a unit to make, {saving} less than in round {round}: the more units of a model are made, the cheaper each one gets (the learning curve).',
    },
  },
  inventory: {
    title: 'Stock in round {round}',
    opening: 'Opening',
    produced: 'Made',
    transferIn: 'Transferred in',
    sold: 'Sold',
    cleared: 'Cleared',
    transferOut: 'Transferred out',
    closing: 'Closing',
    unitCost: 'Unit cost',
    value: 'Value',
    balanceTitle: 'Inventory on the balance sheet',
    where: 'Where',
    units: 'Units',
    inWarehouses: 'In warehouses',
    inTransit: 'On the way between warehouses',
    onBalanceSheet: 'Inventory on the balance sheet',
    notes: {
      soldOut: '{model} sold out in {warehouse}.',
      inTransit: '{units} units left for other warehouses this round and arrive next round; until then they stay in inventory at {value}.',
      writeDown:
        'At the end of the last round, unsold stock was written down by {amount} to what a clearance sale would fetch: the unit costs above are after the write-down.',
    },
  },
  deliveries: {
    title: 'Deliveries in round {round}',
    service: 'Logistics service',
    units: 'Units delivered',
    cost: 'Cost',
    costPerUnit: 'Cost per unit',
    days: 'Days to deliver',
    chart: 'Units delivered by warehouse and service, round {round}',
    logisticsTitle: 'Logistics on the income statement',
    part: 'Part',
    toShoppers: 'Deliveries to shoppers',
    transfers: 'Transfers between warehouses',
    onIncomeStatement: 'Logistics on the income statement',
    notes: {
      days: 'Orders took {days} days on average to reach shoppers: faster delivery raises the rating your models move toward.',
    },
  },
};
