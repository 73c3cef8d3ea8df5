import { personalExport, rankingExport, teamExport, type ExportTexts } from './export-table';
import { movementSigns } from './movement';
import { rankingRows } from './rankings';
import { ownPersonalScores, teamScores } from './scores';
import { achievementsFixture } from './test-support/achievements-fixture';

/** Texts that show their key and parameters, so a test sees which heading went where. */
const t: ExportTexts = (key, params) => (params ? `${key}(${Object.values(params).join(',')})` : key);

describe('what an export holds', () => {
  const achievements = achievementsFixture();

  it('gives a ranking’s rows as its table shows them, headings in the reader’s language, numbers as numbers', () => {
    const table = rankingExport(t, 'company', rankingRows(achievements, 'company', 2));
    expect(table.sheet).toBe('rankings.tabs.company');
    expect(table.headings).toEqual([
      'columns.rank',
      'columns.name.company',
      'columns.detail.company',
      'columns.score',
      'columns.movementPlaces',
      'columns.note',
    ]);
    expect(table.rows).toEqual([
      [1, 'Alpha Ltd', 'Alpha', 80, 2, null],
      [2, 'Beta Ltd', 'Beta', 60, -1, null],
      [3, 'Bot Co', null, 30, -1, 'computerRun'],
      [4, 'Gamma Ltd', 'Gamma', 0, 0, 'bankrupt'],
    ]);
  });

  it('gives a member’s personal scores by round, the overall row without a grade', () => {
    const table = personalExport(t, 'own', ownPersonalScores(achievements, 'u-ann'));
    expect(table.headings[0]).toBe('columns.round');
    expect(table.rows).toEqual([
      ['roundN(1)', 40, 100, 40, 2, null],
      ['roundN(2)', 80, 120, 96, 1, 1],
      ['overall', 60, null, 68, 1, 1],
    ]);
  });

  it('gives a team’s rounds with each KPI in major units or percent and on the 0–100 scale', () => {
    const table = teamExport(t, teamScores(achievements, 'c-alpha'), { code: 'USD', minorDigits: 2 });
    expect(table.headings.slice(4, 6)).toEqual(['columns.kpiMoney(kpis.netProfit,USD)', 'columns.kpiNormalised(kpis.netProfit)']);
    expect(table.headings).toContain('columns.kpiPercent(kpis.marketShare)');
    const round2 = table.rows[1] ?? [];
    expect(round2.slice(0, 6)).toEqual(['roundN(2)', 80, 1, 1, 900, 80]);
    expect(round2[table.headings.indexOf('columns.kpiPercent(kpis.marketShare)')]).toBe(25);
    expect(table.rows[2]?.slice(4).every((cell) => cell === null)).toBe(true);
  });
});

describe('a movement in signs', () => {
  it('reads ▲ for places gained, ▼ for places lost and – otherwise', () => {
    expect(movementSigns(2)).toEqual({ way: 'up', signs: '▲2' });
    expect(movementSigns(-1)).toEqual({ way: 'down', signs: '▼1' });
    expect(movementSigns(0)).toEqual({ way: 'same', signs: '–' });
    expect(movementSigns(null)).toEqual({ way: 'first', signs: '–' });
  });
});
