import { ErrorCode, financeMessages } from '@simbiz/contracts';
import { MatchersV3 } from '@pact-foundation/pact';
import { describeConsumerPacts, EXAMPLE_COMPANY, EXAMPLE_WORLD, type MessageInteraction, OVERDRAWN_CASH } from '@simbiz/testing';
import { rechargeCashRefusal } from './recharges/recharge-rules';

const { integer } = MatchersV3;

/**
 * Stores' pact with finance (request/reply over NATS): what a company can spend in a round, which
 * bounds the round's ad wallet recharges (210047; recharges/recharges.ts). Kept in
 * pacts/stores-finance.json and verified by finance (services/finance/src/finance.int-spec.ts);
 * PACT_UPDATE=1 rewrites it. Stores calls as a service, with no person as caller.
 */
const request = { worldId: EXAMPLE_WORLD, round: 2, companyId: EXAMPLE_COMPANY };
/** The replies' examples: the starter screenplay's capital and a loan asked for; an overdraft and none. */
const withLoan = { cashAtStart: 60_000_000, newLoans: 5_000_000 };
const overdrawn = { cashAtStart: OVERDRAWN_CASH, newLoans: 0 };

const INTERACTIONS: MessageInteraction[] = [
  {
    provider: 'finance',
    state: 'a company with its capital and a loan asked for in round 2',
    description: 'the funds of a company with its capital and a new loan',
    def: financeMessages.productionFunds,
    request,
    // The loans asked for this round count towards what may be spent.
    reply: { code: 0, data: { cashAtStart: integer(withLoan.cashAtStart), newLoans: withLoan.newLoans } },
    code: 0,
  },
  {
    provider: 'finance',
    state: 'a company overdrawn after round 1 with no loan asked for in round 2',
    description: 'the funds of an overdrawn company',
    def: financeMessages.productionFunds,
    request,
    // The closing cash comes as it is, below zero too: stores counts it as nothing to spend.
    reply: { code: 0, data: overdrawn },
    code: 0,
  },
];

describeConsumerPacts('stores', INTERACTIONS);

describe('what stores does with finance’s replies in its pact', () => {
  it('lets a recharge the capital and the new loan cover pass, and refuses one beyond them (210047)', () => {
    expect(rechargeCashRefusal(65_000_000, 0, withLoan)).toBeNull();
    expect(rechargeCashRefusal(65_000_001, 0, withLoan)).toEqual({ code: ErrorCode.rechargeInsufficientCash });
  });

  it('refuses an overdrawn company any recharge that raises the round’s total (210047)', () => {
    expect(rechargeCashRefusal(1, 0, overdrawn)).toEqual({ code: ErrorCode.rechargeInsufficientCash });
  });
});
