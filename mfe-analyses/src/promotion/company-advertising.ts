import type { Cell, DerivedTable, Derive } from '../common/page-content';
import { roundOf } from '../common/page-content';
import { type CompanyAdvertisingRow, auctionSpend, promotionSpend, ratio } from './promotion-rows';

/** Percentage points gained (negative when lost), to one decimal. */
const gained = (row: CompanyAdvertisingRow) => Math.round((row.awarenessAfter - row.awarenessBefore) * 1000) / 10;

/**
 * What company promotion bought in the chosen round (promotion/company-advertising): a row per
 * channel, brand and segment with the spend, the reach it bought there, awareness before and
 * after, the change in points and the spend per point gained; notes on the most and least
 * effective spend.
 *
 * A channel's budget reaches every segment of its market, so each segment's row shows the whole
 * budget: the totals row counts each budget once. A second table ties that total out to the income
 * statement's advertising, which also holds ad-auction clicks (productAdvertising) and, as the
 * remainder, traffic packages and store showcase designs (not itemised in this view).
 */
export const companyAdvertisingEffectiveness: Derive = (input) => {
  const { names, t, money } = input;
  const result = roundOf(input)?.result ?? {};
  const rows = result.companyAdvertising ?? [];
  const name = (r: CompanyAdvertisingRow) => [names.channel(r.channelId), names.brand(r.brandId), names.segment(r.segmentId)] as const;
  const ordered = [...rows].sort((a, b) => {
    const [x, y] = [name(a), name(b)];
    return x[0].localeCompare(y[0]) || x[1].localeCompare(y[1]) || gained(b) - gained(a) || x[2].localeCompare(y[2]);
  });
  const costPerPoint = (r: CompanyAdvertisingRow) => ratio(r.spend, gained(r));
  const promotions = promotionSpend(rows);
  const table: DerivedTable = {
    id: 'company-advertising',
    title: t('promotion.company.title', { round: input.round }),
    columns: [
      { label: t('promotion.channel'), kind: 'text' },
      { label: t('promotion.brand'), kind: 'text' },
      { label: t('promotion.segment'), kind: 'text' },
      { label: t('promotion.spend'), kind: 'money' },
      { label: t('promotion.company.reach'), kind: 'decimal' },
      { label: t('promotion.company.before'), kind: 'percent' },
      { label: t('promotion.company.after'), kind: 'percent' },
      { label: t('promotion.company.change'), kind: 'decimal' },
      { label: t('promotion.company.perPoint'), kind: 'money' },
    ],
    rows: ordered.map((r): Cell[] => [...name(r), r.spend, Math.round(r.reach * 100) / 100, r.awarenessBefore, r.awarenessAfter, gained(r), costPerPoint(r)]),
    totals: [t('total'), null, null, promotions, null, null, null, null, null],
  };
  const tables = [table];
  const income = result.incomeStatement;
  if (income) {
    // Income statement advertising = company promotion + auction clicks + traffic packages and showcase designs.
    const clicks = auctionSpend(result);
    tables.push({
      id: 'company-advertising-tie-out',
      title: t('promotion.company.tieOut'),
      columns: [
        { label: t('promotion.company.part'), kind: 'text' },
        { label: t('promotion.spend'), kind: 'money' },
      ],
      rows: [
        [t('promotion.company.promotions'), promotions],
        [t('promotion.company.auctionClicks'), clicks],
        [t('promotion.company.otherAdvertising'), income.advertising - promotions - clicks],
      ],
      totals: [t('promotion.company.incomeAdvertising'), income.advertising],
    });
  }
  const notes: string[] = [];
  if (rows.length > 0) notes.push(t('promotion.company.how'));
  const paid = rows.filter((r) => r.spend > 0);
  const gains = paid.filter((r) => gained(r) > 0).sort((a, b) => (costPerPoint(a) ?? 0) - (costPerPoint(b) ?? 0));
  const best = gains[0];
  const say = (r: CompanyAdvertisingRow) => {
    const [channel, brand, segment] = name(r);
    return { channel, brand, segment, spend: money(r.spend), cost: money(costPerPoint(r) ?? 0), points: gained(r) };
  };
  if (best) notes.push(t('promotion.company.mostEffective', say(best)));
  const wasted = paid.filter((r) => gained(r) <= 0).sort((a, b) => b.spend - a.spend)[0];
  const worst = gains.at(-1);
  if (wasted) notes.push(t('promotion.company.noGain', say(wasted)));
  else if (worst && worst !== best) notes.push(t('promotion.company.leastEffective', say(worst)));
  return { tables, notes };
};
