/**
 * The decision-page kit: the table of a round's items (or cards, on a phone), the money input,
 * toast-then-reload, the question before leaving unsaved edits. Pages import it from
 * '@simbiz/web-kit/src/decision-kit': it is not part of the shared web-kit the shell loads at
 * start, so it weighs on the areas that use it, not on the first page. It may import only
 * '@simbiz/ui', React, types and decision-presence (outside the index too), never web-kit's own
 * modules (which would be copied).
 */
import { Card, Muted, Row, Table, TextInput, type TextInputProps, toasts, useSmallScreen } from '@simbiz/ui';
import { Fragment, type ReactNode, useEffect } from 'react';
import { useItemMark } from './decision-presence';
import type { Currency } from './money-format';

export { ItemPresenceContext, type ItemPresence, useEditingItem } from './decision-presence';

/**
 * While `dirty` (something typed and not saved), leaving asks first: following a link to another
 * page (the menus, any area's links) with `question`, and closing or reloading the tab with the
 * browser's own question. Staying keeps what was typed. The link's click is caught before React
 * or single-spa see it, so a refusal leaves every router where it was.
 */
export function useUnsavedChanges(dirty: boolean, question: string): void {
  useEffect(() => {
    if (!dirty) return undefined;
    const clicking = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== window.location.origin || to.pathname === window.location.pathname) return;
      if (window.confirm(question)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    const unloading = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('click', clicking, true);
    window.addEventListener('beforeunload', unloading);
    return () => {
      window.removeEventListener('click', clicking, true);
      window.removeEventListener('beforeunload', unloading);
    };
  }, [dirty, question]);
}

/** After a successful write: the toast with `text`, then each follow-up (reset the form, reload). */
export function afterWrite(text: string, ...then: (() => void)[]): () => void {
  return () => {
    toasts.show({ text });
    for (const next of then) next();
  };
}

/** A column of a decision page's table: its header and each item's cell. */
export interface RoundItemsColumn<T> {
  header: ReactNode;
  cell: (item: T) => ReactNode;
  /** The cell carries its own label (an input): an item's card on a phone shows it without the header. */
  labelsItself?: boolean;
  /** The cell holds an amount: right-aligned in even-width digits, on one line (a sign never parts from its number). */
  amount?: boolean;
}

const AMOUNT_STYLE = { whiteSpace: 'nowrap', textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

export interface RoundItemsTableProps<T> {
  items: readonly T[];
  /** The columns but the actions. */
  columns: readonly RoundItemsColumn<T>[];
  itemKey: (item: T) => string;
  /** The round an item was made in; only the current round's items get `actions`. */
  itemRound: (item: T) => number | null;
  round: number | null;
  /** Whether the user decides now; null leaves the actions column out (as does a table of earlier rounds' items only). */
  actionsHeader: ReactNode | null;
  actions: (item: T) => ReactNode;
  /** Actions any item has, before `actions` (e.g. a price that may change every round). */
  anyRoundActions?: (item: T) => ReactNode;
  /** What the page says when there are no items. */
  empty: ReactNode;
  testId: string;
  /**
   * For a table of inputs and buttons, which would scroll them out of a phone's sight: below the
   * `sm` breakpoint each item is a card instead of a row, headed by its first column's cell in this
   * heading element (the level under the page's headings), then the other columns and the actions.
   */
  cardsOnPhone?: 'h2' | 'h3' | 'h4';
  /** The first column names its row (an attribute, a company): a row header in a table, as a screen reader announces it. */
  rowHeader?: boolean;
}

/** The items of a decision page: edits and deletions only for items made this round (section 6). */
export function RoundItemsTable<T>(props: RoundItemsTableProps<T>) {
  if (props.items.length === 0) return <Muted>{props.empty}</Muted>;
  return props.cardsOnPhone ? <ItemsTableOrCards {...props} heading={props.cardsOnPhone} /> : <ItemsTable {...props} />;
}

/** Items nobody acts on (public facts, results): RoundItemsTable with no round and no actions. */
export function ReadOnlyItemsTable<T>(props: Omit<RoundItemsTableProps<T>, 'itemRound' | 'round' | 'actionsHeader' | 'actions'>) {
  return <RoundItemsTable {...props} itemRound={() => null} round={null} actionsHeader={null} actions={() => null} />;
}

/** The actions of an item in a table or card, or null where the table has no actions column. */
function itemActions<T>({ items, itemRound, round, actionsHeader, actions, anyRoundActions }: RoundItemsTableProps<T>): ((item: T) => ReactNode) | null {
  // An empty column would only take room (a phone's): no item of this round and none with any-round actions.
  if (actionsHeader === null || (anyRoundActions === undefined && !items.some((item) => itemRound(item) === round))) return null;
  return (item) => (
    <>
      {anyRoundActions ? <>{anyRoundActions(item)} </> : null}
      {itemRound(item) === round ? actions(item) : null}
    </>
  );
}

function ItemsTable<T>(props: RoundItemsTableProps<T>) {
  const { items, columns, itemKey, actionsHeader, testId, rowHeader } = props;
  const actionsOf = itemActions(props);
  // A teammate editing an item is said in its first cell, where the row is named.
  const markOf = useItemMark();
  return (
    <Table data-testid={testId} wrapOnPhone>
      <thead>
        <tr>
          {columns.map((column, i) => (
            <th key={i} scope="col">
              {column.header}
            </th>
          ))}
          {actionsOf ? <th scope="col">{actionsHeader}</th> : null}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={itemKey(item)}>
            {columns.map((column, i) =>
              rowHeader && i === 0 ? (
                <th key={i} scope="row">
                  {column.cell(item)}
                  {markOf(itemKey(item))}
                </th>
              ) : (
                <td key={i} style={column.amount ? AMOUNT_STYLE : undefined}>
                  {column.cell(item)}
                  {i === 0 ? markOf(itemKey(item)) : null}
                </td>
              ),
            )}
            {actionsOf ? <td>{actionsOf(item)}</td> : null}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function ItemsTableOrCards<T>(props: RoundItemsTableProps<T> & { heading: 'h2' | 'h3' | 'h4' }) {
  return useSmallScreen() ? <ItemCards {...props} /> : <ItemsTable {...props} />;
}

/**
 * One card per item, as narrow as the phone: the heading; the other columns as header and value;
 * the cells that label themselves (inputs) just above the actions they go with; the actions, which
 * wrap rather than run off the screen.
 */
function ItemCards<T>(props: RoundItemsTableProps<T> & { heading: 'h2' | 'h3' | 'h4' }) {
  const { items, itemKey, testId, heading: Heading } = props;
  const [title, ...columns] = props.columns;
  const lines = columns.filter((column) => !column.labelsItself);
  const inputs = columns.filter((column) => column.labelsItself);
  const actionsOf = itemActions(props);
  const markOf = useItemMark();
  return (
    <ul data-testid={testId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => (
        <Card as="li" key={itemKey(item)} style={{ padding: '0.75rem', marginBottom: '0.75rem', overflowWrap: 'anywhere' }}>
          <Heading style={{ fontSize: '1rem', marginBottom: '0.5rem' }}>{title?.cell(item)}</Heading>
          {markOf(itemKey(item))}
          {lines.length > 0 ? (
            // A long label wraps in its half rather than squeezing the value (an amount broken digit by digit).
            <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(0, max-content) minmax(50%, 1fr)', gap: '0.2rem 0.75rem', margin: '0 0 0.6rem' }}>
              {lines.map((column, i) => (
                <Fragment key={i}>
                  <Muted as="dt" style={{ margin: 0 }}>
                    {column.header}
                  </Muted>
                  <dd style={{ margin: 0, fontVariantNumeric: column.amount ? 'tabular-nums' : undefined }}>{column.cell(item)}</dd>
                </Fragment>
              ))}
            </dl>
          ) : null}
          {inputs.map((column, i) => (
            <Fragment key={i}>{column.cell(item)}</Fragment>
          ))}
          {actionsOf ? <Row>{actionsOf(item)}</Row> : null}
        </Card>
      ))}
    </ul>
  );
}

/**
 * An amount of money typed in major units of `currency` as the page's language writes numbers
 * (parse it with `parseMoney`). `min` and `max` are minor units; an amount is never negative, so a
 * negative or out-of-range amount is refused next to the field before anything is sent.
 */
export function MoneyInput({
  currency,
  min = 0,
  max,
  size,
  ...props
}: Omit<TextInputProps, 'rules' | 'prepend' | 'min' | 'max'> & { currency: Currency; min?: number; max?: number }) {
  const decimal = Math.max(1, currency.minorDigits);
  const major = (minor: number) => minor / 10 ** currency.minorDigits;
  return (
    <TextInput
      {...props}
      size={size}
      inputMode="decimal"
      prepend={size === 'sm' ? undefined : currency.code}
      rules={{ required: true, decimal, min_value: major(min), ...(max === undefined ? {} : { max_value: major(max) }) }}
    />
  );
}
