import { type ScreenplayInput, screenplaySchema } from './screenplay.schema';
import { starterScreenplay } from './shipped/starter';

/** The starter screenplay with one change, and the custom issues the schema finds in it. */
function problemsOf(change: (s: ScreenplayInput) => void) {
  const broken = structuredClone(starterScreenplay);
  change(broken);
  const result = screenplaySchema.safeParse(broken);
  return (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
    params: issue.code === 'custom' ? issue.params : undefined,
  }));
}
const first = <T>(list: T[]): T =>
  list[0] ??
  (() => {
    throw new Error('the starter screenplay lost an item');
  })();

describe('the screenplay’s own checks', () => {
  it('name an unknown reference and a duplicate id with their kind and id, beside the English message', () => {
    const problems = problemsOf((s) => {
      first(s.segments).marketId = 'atlantis';
      s.categories.push({ ...first(s.categories) });
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        {
          path: 'segments.0.marketId',
          message: 'unknown market "atlantis"',
          params: { problem: 'unknownReference', kind: 'market', id: 'atlantis' },
        },
        {
          path: 'categories.1.id',
          message: `duplicate id "${first(starterScreenplay.categories).id}"`,
          params: { problem: 'duplicateId', kind: 'category', id: first(starterScreenplay.categories).id },
        },
      ]),
    );
  });

  it('give sums that do not add up to one with the sum, and a value proposition by its camel-case kind', () => {
    const problems = problemsOf((s) => {
      first(s.segments).platformShares = { shopmall: 0.5, quickbuy: 0.2 };
      first(s.segments).valuePropositionWeights = { nowhere: 1 };
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        { path: 'segments.0.platformShares', message: 'platform shares add up to 0.7, not 1', params: { problem: 'sharesNotOne', sum: 0.7 } },
        {
          path: 'segments.0.valuePropositionWeights.nowhere',
          message: 'unknown value proposition "nowhere"',
          params: { problem: 'unknownReference', kind: 'valueProposition', id: 'nowhere' },
        },
      ]),
    );
  });

  it('name a reversed range by its two fields, from the refines too', () => {
    const problems = problemsOf((s) => {
      s.finance.smeLoan = { ...s.finance.smeLoan, minAmount: 50_000_000 };
      first(s.platforms).adAuction = { ...first(s.platforms).adAuction, costPerClickMin: 5_000, clickThroughRates: [0.1] };
    });
    expect(problems).toEqual([
      {
        path: 'platforms.0.adAuction',
        message: 'one click-through rate per slot',
        params: { problem: 'ratesShortOfSlots' },
      },
      {
        path: 'platforms.0.adAuction',
        message: 'cost-per-click range is reversed',
        params: { problem: 'rangeReversed', min: 'costPerClickMin', max: 'costPerClickMax' },
      },
      { path: 'finance.smeLoan', message: 'loan range is reversed', params: { problem: 'rangeReversed', min: 'minAmount', max: 'maxAmount' } },
    ]);
  });

  it('say which grades a starting grade must lie between, and how many rounds news must fit in', () => {
    const problems = problemsOf((s) => {
      first(s.attributes).startingGrade = 99;
      s.news.push({ ...first(s.news), round: s.rounds + 1 });
    });
    const attribute = first(starterScreenplay.attributes);
    expect(problems).toEqual(
      expect.arrayContaining([
        {
          path: 'attributes.0.startingGrade',
          message: 'outside the grade range',
          params: { problem: 'outsideGradeRange', min: attribute.gradeMin, max: attribute.gradeMax },
        },
        {
          path: `news.${starterScreenplay.news.length}.round`,
          message: 'after the last round',
          params: { problem: 'afterLastRound', rounds: starterScreenplay.rounds },
        },
      ]),
    );
  });
});
