import { analysesOf, inputOf } from '../test-support/analyses-fixture';
import { companyAdvertisingEffectiveness } from './company-advertising';

const promo = (channelId: string, brandId: string, segmentId: string, spend: number, awarenessBefore: number, awarenessAfter: number) => ({
  channelId,
  brandId,
  segmentId,
  spend,
  reach: 0.25,
  awarenessBefore,
  awarenessAfter,
});

describe('company advertising effectiveness', () => {
  // Social (1,000) for b1 reaches two segments; search (400) for b2 one; outdoor (600) for b1 raised nothing.
  const companyAdvertising = [
    promo('social', 'b1', 's', 1_000, 0.1, 0.3),
    promo('social', 'b1', 't', 1_000, 0.2, 0.25),
    promo('search', 'b2', 's', 400, 0, 0.2),
    promo('outdoor', 'b1', 'u', 600, 0.3, 0.2),
  ];
  const productAdvertising = [{ platformId: 'p', segmentId: 's', modelId: 'm1', slot: 0, impressions: 100, clicks: 10, spend: 250, orders: 2 }];
  // Income statement advertising: 2,000 of promotion + 250 of clicks + 300 of traffic packages and showcases.
  const data = analysesOf([{ round: 1, result: { companyAdvertising, productAdvertising, incomeStatement: { advertising: 2_550 } as never } }]);
  const { tables, notes } = companyAdvertisingEffectiveness(inputOf(data));
  const [table, tieOut] = tables;

  it('shows spend, reach, awareness before and after, the change and the spend per point gained', () => {
    expect(table?.rows).toEqual([
      ['channel:outdoor', 'brand:b1', 'segment:u', 600, 0.25, 0.3, 0.2, -10, null],
      ['channel:search', 'brand:b2', 'segment:s', 400, 0.25, 0, 0.2, 20, 20],
      ['channel:social', 'brand:b1', 'segment:s', 1_000, 0.25, 0.1, 0.3, 20, 50],
      ['channel:social', 'brand:b1', 'segment:t', 1_000, 0.25, 0.2, 0.25, 5, 200],
    ]);
  });

  it('counts each channel’s budget once in the total, not once per segment it reached', () => {
    expect(table?.totals?.[3]).toBe(2_000);
  });

  it('ties promotion, auction clicks and the rest out to the income statement’s advertising', () => {
    expect(tieOut?.rows).toEqual([
      ['promotion.company.promotions', 2_000],
      ['promotion.company.auctionClicks', 250],
      ['promotion.company.otherAdvertising', 300],
    ]);
    expect(tieOut?.totals).toEqual(['promotion.company.incomeAdvertising', 2_550]);
    expect((tieOut?.rows ?? []).reduce((s, row) => s + Number(row[1]), 0)).toBe(2_550);
  });

  it('notes the most effective spend and the spend that raised nothing', () => {
    expect(notes).toEqual([
      'promotion.company.how',
      'promotion.company.mostEffective(channel:search,brand:b2,segment:s,USD 400,USD 20,20)',
      'promotion.company.noGain(channel:outdoor,brand:b1,segment:u,USD 600,USD 0,-10)',
    ]);
  });

  it('notes the least effective spend per point when every spend raised awareness', () => {
    const gains = analysesOf([{ round: 1, result: { companyAdvertising: companyAdvertising.slice(0, 3) } }]);
    expect(companyAdvertisingEffectiveness(inputOf(gains)).notes?.[2]).toBe(
      'promotion.company.leastEffective(channel:social,brand:b1,segment:t,USD 1000,USD 200,5)',
    );
  });

  it('shows an empty table and no tie-out without advertising or an income statement', () => {
    const { tables: empty, notes: none } = companyAdvertisingEffectiveness(inputOf(analysesOf([{ round: 1, result: {} }])));
    expect(empty.map((t) => t.rows)).toEqual([[]]);
    expect(none).toEqual([]);
  });
});
