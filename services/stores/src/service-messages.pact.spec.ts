import { ErrorCode } from '@simbiz/contracts';
import { describeConsumerPacts, FUNDS_OVERDRAWN, FUNDS_WITH_LOAN, fundsInteractions } from '@simbiz/testing';
import { rechargeCashRefusal } from './recharges/recharge-rules';

/**
 * Stores' pact with finance (request/reply over NATS): what a company can spend in a round, which
 * bounds the round's ad wallet recharges (210047; recharges/recharges.ts). Kept in
 * pacts/stores-finance.json and verified by finance (services/finance/src/finance.int-spec.ts);
 * PACT_UPDATE=1 rewrites it. Stores calls as a service, with no person as caller.
 */
const withLoan = FUNDS_WITH_LOAN;
const overdrawn = FUNDS_OVERDRAWN;

describeConsumerPacts('stores', fundsInteractions());

describe('what stores does with finance’s replies in its pact', () => {
  it('lets a recharge the capital and the new loan cover pass, and refuses one beyond them (210047)', () => {
    expect(rechargeCashRefusal(65_000_000, 0, withLoan)).toBeNull();
    expect(rechargeCashRefusal(65_000_001, 0, withLoan)).toEqual({ code: ErrorCode.rechargeInsufficientCash });
  });

  it('refuses an overdrawn company any recharge that raises the round’s total (210047)', () => {
    expect(rechargeCashRefusal(1, 0, overdrawn)).toEqual({ code: ErrorCode.rechargeInsufficientCash });
  });
});
