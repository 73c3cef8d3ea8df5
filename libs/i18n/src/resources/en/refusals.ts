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
  },
};
export type RefusalsCatalog = typeof refusals;
