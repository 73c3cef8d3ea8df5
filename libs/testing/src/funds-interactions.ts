import { financeMessages } from '@simbiz/contracts';
import { MatchersV3 } from '@pact-foundation/pact';
import type { MessageInteraction } from './consumer-pact';
import { EXAMPLE_WORLD } from './pact-states';
import { EXAMPLE_COMPANY, OVERDRAWN_CASH } from './service-pact-states';

/** Finance's replies' examples: the starter's capital and a loan asked for; an overdraft and none. */
export const FUNDS_WITH_LOAN = { cashAtStart: 60_000_000, newLoans: 5_000_000 };
export const FUNDS_OVERDRAWN = { cashAtStart: OVERDRAWN_CASH, newLoans: 0 };

/**
 * A consumer's two interactions with finance's `productionFunds` (what a company can spend in
 * round 2), in the provider states `roundFundsStates` sets up: products bounds production plans
 * with it, stores the ad wallet's recharges.
 */
export function fundsInteractions(): MessageInteraction[] {
  const request = { worldId: EXAMPLE_WORLD, round: 2, companyId: EXAMPLE_COMPANY };
  return [
    {
      provider: 'finance',
      state: 'a company with its capital and a loan asked for in round 2',
      description: 'the funds of a company with its capital and a new loan',
      def: financeMessages.productionFunds,
      request,
      // The loans asked for this round count towards what may be spent.
      reply: { code: 0, data: { cashAtStart: MatchersV3.integer(FUNDS_WITH_LOAN.cashAtStart), newLoans: FUNDS_WITH_LOAN.newLoans } },
      code: 0,
    },
    {
      provider: 'finance',
      state: 'a company overdrawn after round 1 with no loan asked for in round 2',
      description: 'the funds of an overdrawn company',
      def: financeMessages.productionFunds,
      request,
      // The closing cash comes as it is, below zero too: the consumer counts it as nothing to spend.
      reply: { code: 0, data: FUNDS_OVERDRAWN },
      code: 0,
    },
  ];
}
