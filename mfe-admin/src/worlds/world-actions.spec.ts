import { worldActions } from './world-actions';

describe('the actions a world offers in the admin list', () => {
  it('pauses a running world, resumes a paused one, and archives either', () => {
    expect(worldActions({ status: 2, archived: false })).toEqual(['pause', 'archive']);
    expect(worldActions({ status: 3, archived: false })).toEqual(['resume', 'archive']);
  });

  it('offers retrying the round only when its evaluation failed (status 7)', () => {
    expect(worldActions({ status: 7, archived: false })).toEqual(['retryRound', 'archive']);
    for (const status of [1, 2, 3, 4, 5, 6]) expect(worldActions({ status, archived: false })).not.toContain('retryRound');
  });

  it('does not archive a world being evaluated', () => {
    expect(worldActions({ status: 6, archived: false })).toEqual([]);
  });

  it('only restores an archived world, whatever its stage', () => {
    expect(worldActions({ status: 3, archived: true })).toEqual(['restore']);
    expect(worldActions({ status: 5, archived: true })).toEqual(['restore']);
  });
});
