import { ErrorCode } from '@simbiz/contracts';
import { versionAfter } from './ledger';

describe('the version a team writes an item from next', () => {
  it('is the one an accepted write answered', () => {
    expect(versionAfter(3, { code: 0, data: { productId: 'p', version: 4, price: 6_010 } }, 'accepted')).toBe(4);
  });

  it('stays as it was after a refusal or an unknown outcome', () => {
    expect(versionAfter(3, { code: ErrorCode.decisionsBeingSubmitted, data: {} }, 'refused')).toBe(3);
    expect(versionAfter(3, { code: 1, data: { correlationId: 'x' } }, 'unknown')).toBe(3);
    expect(versionAfter(3, null, 'unknown')).toBe(3);
  });

  it('is the one a refusal as made from an older version says the item is at', () => {
    const stale = { code: ErrorCode.itemChangedMeanwhile, data: { params: { name: 'Player 1', at: '2026-01-01T00:00:00.000Z' }, details: { version: 5 } } };
    expect(versionAfter(4, stale, 'refused')).toBe(5);
  });
});
