import { exportFileName } from './export-table';

describe('the exports’ file names', () => {
  it('joins the world, the page, the tab and the round', () => {
    expect(exportFileName(['Intro Class', 'rankings', 'team', 'round 3'], 'xlsx')).toBe('Intro Class - rankings - team - round 3.xlsx');
  });

  it('drops what file systems refuse and empty parts, and keeps Chinese and Thai', () => {
    expect(exportFileName(['A/B: "Class"?', '', '排名', 'รอบที่ 2'], 'csv')).toBe('A B Class - 排名 - รอบที่ 2.csv');
  });

  it('still names a file when nothing is left', () => {
    expect(exportFileName(['///'], 'csv')).toBe('export.csv');
  });
});
