import { burstPlan, mixOf, type WriteKind } from './burst-plan';

const ALL = new Set<WriteKind>(['price', 'promotion', 'adBid', 'recharge']);

describe('the burst’s plan', () => {
  it('spreads the writes evenly over the window, dealt to the teams in turn', () => {
    const plans = burstPlan(5_000, 120, 30_000, mixOf(ALL));
    expect(plans.reduce((n, p) => n + p.dueMs.length, 0)).toBe(5_000);
    expect(plans.map((p) => p.dueMs.length).sort((a, b) => a - b)[0]).toBe(41);
    expect(plans[0]?.dueMs.slice(0, 2)).toEqual([0, 720]);
    expect(plans[1]?.dueMs[0]).toBe(6);
    expect(Math.max(...plans.flatMap((p) => p.dueMs))).toBeLessThan(30_000);
  });

  it('mixes price updates, promotions, ad bids and recharges 4:3:2:1', () => {
    const kinds = burstPlan(5_000, 120, 30_000, mixOf(ALL)).flatMap((p) => p.kinds);
    const share = (kind: WriteKind) => kinds.filter((k) => k === kind).length / kinds.length;
    expect(share('price')).toBeCloseTo(0.4, 2);
    expect(share('promotion')).toBeCloseTo(0.3, 2);
    expect(share('adBid')).toBeCloseTo(0.2, 2);
    expect(share('recharge')).toBeCloseTo(0.1, 2);
  });

  it('leaves out the kinds that are not available', () => {
    const kinds = burstPlan(1_000, 10, 30_000, mixOf(new Set<WriteKind>(['price', 'promotion']))).flatMap((p) => p.kinds);
    expect(new Set(kinds)).toEqual(new Set(['price', 'promotion']));
  });
});
