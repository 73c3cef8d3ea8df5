import { chooseActiveTab, tabStripVisible } from './choose-active-tab';

const items = [
  { name: 'world.analyses.finance.balance-sheet', label: 'Balance sheet' },
  { name: 'world.analyses.finance.income-statement', label: 'Income statement' },
  { name: 'world.analyses.finance.cash-flow-statement', label: 'Cash flow', disabled: true },
];

describe('the active tab (section 2)', () => {
  it('comes from the route name first', () => {
    expect(
      chooseActiveTab({
        items,
        tabKey: 'fin',
        routeName: 'world.analyses.finance.income-statement',
        query: new URLSearchParams('fin=world.analyses.finance.balance-sheet'),
        remembered: items[0]?.name,
      })?.label,
    ).toBe('Income statement');
  });

  it('then from the query parameter named after the tab key', () => {
    expect(
      chooseActiveTab({ items, tabKey: 'fin', query: new URLSearchParams('fin=world.analyses.finance.income-statement'), remembered: items[0]?.name })?.label,
    ).toBe('Income statement');
  });

  it('then from the remembered choice', () => {
    expect(chooseActiveTab({ items, tabKey: 'fin', remembered: 'world.analyses.finance.income-statement' })?.label).toBe('Income statement');
  });

  it('then the first tab', () => {
    expect(chooseActiveTab({ items, tabKey: 'fin', remembered: 'gone' })?.label).toBe('Balance sheet');
  });

  it('never chooses a disabled tab', () => {
    expect(chooseActiveTab({ items, tabKey: 'fin', query: new URLSearchParams('fin=world.analyses.finance.cash-flow-statement') })?.label).toBe(
      'Balance sheet',
    );
  });

  it('hides a single tab unless configured to show it', () => {
    expect(tabStripVisible(items.slice(0, 1))).toBe(false);
    expect(tabStripVisible(items.slice(0, 1), true)).toBe(true);
    expect(tabStripVisible(items)).toBe(true);
  });
});
