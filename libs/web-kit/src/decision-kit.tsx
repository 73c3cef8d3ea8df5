/**
 * The decision-page kit: the table of a round's items, the money input, toast-then-reload. Pages
 * import it from '@simbiz/web-kit/src/decision-kit': it is not part of the shared web-kit the
 * shell loads at start, so it weighs on the areas that use it, not on the first page. It may
 * import only '@simbiz/ui' and types, never web-kit's own modules (which would be copied).
 */
import { Muted, Table, TextInput, type TextInputProps, toasts } from '@simbiz/ui';
import { type ReactNode, useEffect } from 'react';
import type { Currency } from './money-format';

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

export interface RoundItemsTableProps<T> {
  items: readonly T[];
  /** Header and cell of each column but the actions. */
  columns: readonly { header: ReactNode; cell: (item: T) => ReactNode }[];
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
}

/** The items of a decision page: edits and deletions only for items made this round (section 6). */
export function RoundItemsTable<T>({
  items,
  columns,
  itemKey,
  itemRound,
  round,
  actionsHeader,
  actions,
  anyRoundActions,
  empty,
  testId,
}: RoundItemsTableProps<T>) {
  if (items.length === 0) return <Muted>{empty}</Muted>;
  // An empty column would only take room (a phone's): no item of this round and none with any-round actions.
  const withActions = actionsHeader !== null && (anyRoundActions !== undefined || items.some((item) => itemRound(item) === round));
  return (
    <Table data-testid={testId} wrapOnPhone>
      <thead>
        <tr>
          {columns.map((column, i) => (
            <th key={i} scope="col">
              {column.header}
            </th>
          ))}
          {withActions ? <th scope="col">{actionsHeader}</th> : null}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={itemKey(item)}>
            {columns.map((column, i) => (
              <td key={i}>{column.cell(item)}</td>
            ))}
            {withActions ? (
              <td>
                {anyRoundActions ? <>{anyRoundActions(item)} </> : null}
                {itemRound(item) === round ? actions(item) : null}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </Table>
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
