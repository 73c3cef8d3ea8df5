import { COMPANY_STATUS } from '@simbiz/contracts';
import { COMPANY_ACTIVE, COMPANY_BANKRUPT } from '@simbiz/engine';

// The engine may not import contracts, so it keeps its own numbers; this service sees both.
describe('company status', () => {
  it('is numbered alike by the engine and on the wire', () => {
    expect(COMPANY_ACTIVE).toBe(COMPANY_STATUS.active);
    expect(COMPANY_BANKRUPT).toBe(COMPANY_STATUS.bankrupt);
  });
});
