import { API, type StorePackage } from '@simbiz/contracts';
import { Card, Muted, Spinner } from '@simbiz/ui';
import { textIn, useRead } from '@simbiz/web-kit';
import { RoundItemsTable } from '@simbiz/web-kit/src/decision-kit';
import { useState } from 'react';
import { type FilterOption, OrdersFilters } from './orders-filters';
import { OrdersPager } from './orders-pager';
import { matches, NO_FILTER, ORDER_SOURCES, type OrderFilter, type OrderLine, orderLines, ordersBySource, pageOf, platformRows } from './orders-rows';
import { Delivery, type OrderWords, useOrderWords } from './orders-words';
import { ResultsRoundChoice, useResultsRound } from '../results-round';
import type { PlatformTabProps } from '../store-choice';
import { useResults } from '../store-reads';

/**
 * Orders (stores/platform/orders): what the store's listings sold in a resolved round (the last
 * one unless an earlier one is chosen), a line per listing, segment and traffic source, with where
 * the listing's orders in the segment shipped from; filtered by product, source and segment, 20
 * lines a page, the orders per source above. Read-only: results, not decisions.
 */
export function OrdersTab({ area, store, models }: PlatformTabProps) {
  const worldId = area.worldId;
  const results = useResults(worldId, 'sales');
  const [packages] = useRead<StorePackage[]>((client, done) => void client.call({ route: API.stores.listPackages, data: { worldId }, success: done }), worldId);
  const [round, pickRound] = useResultsRound(results);
  const [filter, setFilter] = useState<OrderFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const words = useOrderWords(area, store.platformId, models, results, packages ?? []);
  const { t, language } = words;
  if (!results || !packages) return <Spinner label={t('loading')} />;
  if (!round)
    return (
      <Card>
        <Muted>{t('storeOrders.notYet')}</Muted>
      </Card>
    );
  const lines = orderLines(platformRows(round, store.platformId), { product: words.productName, segment: words.segmentName });
  const options = filterOptions(lines, words);
  // A product or segment the round chosen now did not sell is no filter.
  const known = (name: keyof OrderFilter) => (options[name].some((o) => o.value === filter[name]) ? filter[name] : '');
  const chosen: OrderFilter = { product: known('product'), source: known('source'), segment: known('segment') };
  const shown = pageOf(
    lines.filter((line) => matches(line, chosen)),
    page,
  );
  const totals = ordersBySource(lines.filter((line) => matches(line, { ...chosen, source: '' })));
  const platform = textIn(area.resources.resources.platforms.find((p) => p.id === store.platformId)?.name, language) || store.platformId;
  const roundChoice = (
    <div>
      <ResultsRoundChoice
        id="orders-round"
        label={t('storeOrders.round')}
        results={results}
        round={round.round}
        pick={(r) => {
          pickRound(r);
          setPage(1);
        }}
      />
    </div>
  );
  return (
    <Card data-testid="store-orders">
      <Muted>{t('storeOrders.list.intro')}</Muted>
      <OrdersFilters
        round={roundChoice}
        filter={chosen}
        change={(next) => {
          setFilter(next);
          setPage(1);
        }}
        options={options}
      />
      {lines.length > 0 ? <SourceTotals round={round.round} totals={totals} words={words} /> : null}
      <RoundItemsTable
        testId="orders-table"
        cardsOnPhone="h2"
        items={shown.items}
        itemKey={(line) => line.key}
        itemRound={() => round.round}
        round={area.round}
        actionsHeader={null}
        actions={() => null}
        empty={lines.length === 0 ? t('storeOrders.list.none', { platform, round: round.round }) : t('storeOrders.list.noMatch')}
        columns={[
          { header: t('storeOrders.product'), cell: (line: OrderLine) => words.productName(line.row) },
          { header: t('storeOrders.segment'), cell: (line: OrderLine) => words.segmentName(line.row.segmentId) },
          { header: t('storeOrders.source'), cell: (line: OrderLine) => words.sourceName(line.source) },
          { header: t('storeOrders.orders'), cell: (line: OrderLine) => words.count(line.orders) },
          { header: t('storeOrders.delivery'), cell: (line: OrderLine) => <Delivery row={line.row} words={words} /> },
        ]}
      />
      <OrdersPager page={shown.page} pages={shown.pages} go={setPage} />
    </Card>
  );
}

/** The products and segments the round's lines have, by name, and every source. */
function filterOptions(lines: readonly OrderLine[], words: OrderWords): Record<keyof OrderFilter, FilterOption[]> {
  const byName = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label);
  const products = new Map(lines.map((line) => [line.product, words.productName(line.row)]));
  const segments = new Map(lines.map((line) => [line.row.segmentId, words.segmentName(line.row.segmentId)]));
  return {
    product: [...products].map(([value, label]) => ({ value, label })).sort(byName),
    source: ORDER_SOURCES.map((source) => ({ value: source, label: words.sourceName(source) })),
    segment: [...segments].map(([value, label]) => ({ value, label })).sort(byName),
  };
}

/** The orders per source, and their total, as a list that wraps on a narrow screen. */
function SourceTotals({ round, totals, words }: { round: number; totals: Record<string, number>; words: OrderWords }) {
  const { t } = words;
  const entries = [
    ...ORDER_SOURCES.map((source) => [words.sourceName(source), totals[source] ?? 0] as const),
    [t('storeOrders.total'), ORDER_SOURCES.reduce((sum, s) => sum + (totals[s] ?? 0), 0)] as const,
  ];
  return (
    <section aria-labelledby="orders-totals-title" data-testid="orders-totals">
      <h2 id="orders-totals-title" style={{ fontSize: '1rem' }}>
        {t('storeOrders.list.totals', { round })}
      </h2>
      <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(8.5rem, 1fr))', gap: '0.4rem 0.75rem', margin: '0 0 1rem' }}>
        {entries.map(([label, value]) => (
          <div key={label}>
            <Muted as="dt" style={{ margin: 0 }}>
              {label}
            </Muted>
            <dd style={{ margin: 0, fontWeight: 600 }}>{words.count(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
