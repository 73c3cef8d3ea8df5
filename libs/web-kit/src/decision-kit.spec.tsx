/** @jest-environment jsdom */
import { createI18n } from '@simbiz/i18n';
import { I18nProvider, lightTheme } from '@simbiz/ui';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { ReadOnlyItemsTable, RoundItemsTable, useUnsavedChanges } from './decision-kit';

const renderPage = (element: ReactElement) =>
  render(
    <I18nProvider i18n={createI18n({ locale: 'en' })}>
      <ThemeProvider theme={lightTheme}>{element}</ThemeProvider>
    </I18nProvider>,
  );

const items = [
  { id: 'a', round: 1, name: 'Old' },
  { id: 'b', round: 2, name: 'New' },
];
const table = (actionsHeader: string | null) => (
  <RoundItemsTable
    testId="items"
    items={items}
    itemKey={(i) => i.id}
    itemRound={(i) => i.round}
    round={2}
    actionsHeader={actionsHeader}
    columns={[{ header: 'Name', cell: (i) => i.name }]}
    anyRoundActions={(i) => <button>price {i.name}</button>}
    actions={(i) => <button>delete {i.name}</button>}
    empty="Nothing yet"
  />
);

describe('the table of a decision page', () => {
  it('offers edits and deletions only for the items made this round', () => {
    renderPage(table('Actions'));
    expect(screen.getByRole('button', { name: 'delete New' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'delete Old' })).toBeNull();
    expect(screen.getByRole('button', { name: 'price Old' })).toBeTruthy();
  });

  it('has no actions column for someone who does not decide, and says so when there are no items', () => {
    renderPage(table(null));
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getAllByRole('columnheader')).toHaveLength(1);
    renderPage(
      <RoundItemsTable
        {...{
          testId: 't',
          items: [],
          itemKey: String,
          itemRound: () => 1,
          round: 1,
          actionsHeader: null,
          actions: () => null,
          columns: [],
          empty: 'Nothing yet',
        }}
      />,
    );
    expect(screen.getByText('Nothing yet')).toBeTruthy();
  });

  it('leaves out the actions column, empty, when every item is of an earlier round and none has any-round actions', () => {
    const earlier = (anyRoundActions?: (item: (typeof items)[number]) => ReactElement) => (
      <RoundItemsTable
        testId="items"
        items={items}
        itemKey={(i) => i.id}
        itemRound={(i) => i.round}
        round={3}
        actionsHeader="Actions"
        columns={[{ header: 'Name', cell: (i) => i.name }]}
        anyRoundActions={anyRoundActions}
        actions={(i) => <button>delete {i.name}</button>}
        empty="Nothing yet"
      />
    );
    const { unmount } = renderPage(earlier());
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name']);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    unmount();
    renderPage(earlier((i) => <button>price {i.name}</button>));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Actions']);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['price Old', 'price New']);
  });

  it('heads each row of a read-only table with its first cell when asked, and sets amounts right-aligned', () => {
    renderPage(
      <ReadOnlyItemsTable
        testId="standings"
        rowHeader
        items={[{ id: 'capacity', name: 'Capacity', cost: '$26,250.00' }]}
        itemKey={(i) => i.id}
        columns={[
          { header: 'Attribute', cell: (i) => i.name },
          { header: 'Next grade costs', cell: (i) => i.cost, amount: true },
        ]}
        empty="Nothing yet"
      />,
    );
    expect(screen.getByRole('rowheader').textContent).toBe('Capacity');
    const [cost] = screen.getAllByRole('cell');
    expect(cost?.textContent).toBe('$26,250.00');
    expect(cost?.style.textAlign).toBe('right');
    expect(cost?.style.whiteSpace).toBe('nowrap');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Attribute', 'Next grade costs']);
  });
});

describe('the items of a decision page on a phone', () => {
  /** jsdom has no matchMedia: a screen narrower than `sm` or not. */
  const screenIsSmall = (matches: boolean) =>
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (media: string) => ({ matches, media, addEventListener: () => undefined, removeEventListener: () => undefined }),
    });
  const listing = (
    <RoundItemsTable
      testId="items"
      cardsOnPhone="h2"
      items={items}
      itemKey={(i) => i.id}
      itemRound={(i) => i.round}
      round={2}
      actionsHeader="Actions"
      columns={[
        { header: 'Name', cell: (i) => i.name },
        { header: 'Price', labelsItself: true, cell: (i) => <input aria-label={`Price of ${i.name}`} /> },
        { header: 'Sold', cell: (i) => (i.round === 1 ? 12 : '—') },
      ]}
      anyRoundActions={(i) => <button>save {i.name}</button>}
      actions={(i) => <button>delete {i.name}</button>}
      empty="Nothing yet"
    />
  );

  it('shows each item as a card headed by its first cell, the other columns as header and value, then its input and actions', () => {
    screenIsSmall(true);
    renderPage(listing);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('h2')?.textContent)).toEqual(['Old', 'New']);
    const [old, recent] = cards as [HTMLElement, HTMLElement];
    expect(Array.from(old.querySelectorAll('dt, dd'), (e) => e.textContent)).toEqual(['Sold', '12']);
    expect(within(old).getByLabelText('Price of Old')).toBeTruthy();
    expect(
      within(old)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['save Old']);
    expect(
      within(recent)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['save New', 'delete New']);
    expect(screen.getByTestId('items').tagName).toBe('UL');
  });

  it('stays a table on a wider screen', () => {
    screenIsSmall(false);
    renderPage(listing);
    expect(screen.getByTestId('items').tagName).toBe('TABLE');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Price', 'Sold', 'Actions']);
  });
});

describe('useUnsavedChanges', () => {
  function Page({ dirty }: { dirty: boolean }) {
    useUnsavedChanges(dirty, 'Leave without saving?');
    return (
      <>
        <a href="/worlds/w/b">other page</a>
        <a href="?tab=2">same page</a>
      </>
    );
  }
  /** Clicks a link; whether the click went on to the routers (not prevented). */
  const follow = (name: string) => fireEvent.click(screen.getByText(name));
  afterEach(() => jest.restoreAllMocks());

  it('asks before following a link with unsaved changes, and stays when the user says so', () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    render(<Page dirty />);
    expect(follow('other page')).toBe(false);
    expect(confirm).toHaveBeenCalledWith('Leave without saving?');
  });

  it('lets the user go when they agree, and never asks with nothing unsaved or for the same page', () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { rerender } = render(<Page dirty />);
    expect(follow('other page')).toBe(true);
    confirm.mockClear();
    expect(follow('same page')).toBe(true);
    rerender(<Page dirty={false} />);
    expect(follow('other page')).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks the browser to confirm closing the tab only while dirty', () => {
    const { rerender } = render(<Page dirty />);
    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);
    rerender(<Page dirty={false} />);
    const again = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
  });
});
