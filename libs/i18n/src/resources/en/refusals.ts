/**
 * The words for a refused request's problems (9001's details), loaded with the refusal texts
 * (`errors`) when a refusal is shown, not on the first page.
 */
export const refusals = {
  issue: {
    too_big: '{field} must be {limit} or less',
    too_small: '{field} must be {limit} or more',
    invalid_type: '{field} is missing or of the wrong kind',
    invalid_format: '{field} is not written the way it should be',
    invalid_value: '{field} is not one of the allowed choices',
    unrecognized_keys: '{field} is not expected here',
    other: '{field} is not valid',
  },
  fields: {
    price: 'Price',
    amount: 'Amount',
    budget: 'Budget',
    quantity: 'Quantity',
    name: 'Name',
    email: 'Email',
    password: 'Password',
    displayName: 'Name',
    teamName: 'Team name',
    companyName: 'Company name',
    passcode: 'Passcode',
    capacityM3: 'Space (m³)',
    costPerClick: 'Cost per click',
    dailyBudget: 'Daily budget',
    attributes: 'Physical attributes',
    discount: 'Discount',
    hours: 'Hours',
    investmentPerRound: 'Investment per round',
    modelId: 'Model',
    online: 'Online',
    personaId: 'User persona',
    productIds: 'Products',
    segmentIds: 'Market segments',
    targetGrade: 'Target grade',
    valuePropositionIds: 'Value propositions',
    warehouseId: 'Warehouse',
    showcaseDesignId: 'Showcase design',
    storeId: 'Store',
  },
  /** 130061: a teammate changed or deleted the item after this page read it (errors.itemChangedMeanwhile is the changed case). */
  changedMeanwhile: {
    deleted: '{name} deleted this item at {at}. Refresh to see your team’s items as they are now.',
    someone: 'A teammate',
    fields: 'What was changed: {fields}',
  },
};
export type RefusalsCatalog = typeof refusals;
