import type { Caller, worldsMessages } from '@simbiz/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { WorldsTables } from '../database/tables';
import { membership, roundsOf } from './access';

type Reply = z.input<typeof worldsMessages.resources.reply>;

/**
 * The world's configuration and what its pages show of the screenplay: localized names of
 * markets, segments, platforms, attributes, value propositions, warehouses and channels, and the
 * limits a form checks before it asks (capacity, loan range). Hidden parameters of the market
 * model (segment sizes, price sensitivity, ideals) are not given away.
 */
export async function worldResources(db: Kysely<WorldsTables>, caller: Caller, worldId: string): Promise<Reply> {
  const { world } = await membership(db, caller, worldId);
  const s = world.screenplay;
  return {
    config: {
      tradingType: s.tradingType,
      rounds: roundsOf(world),
      daysPerRound: s.daysPerRound,
      baseCurrency: s.baseCurrency,
    },
    resources: {
      screenplay: { id: s.id, name: s.name, description: s.description },
      markets: s.markets.map((m) => ({ id: m.id, name: m.name, currency: m.currency })),
      segments: s.segments.map((x) => ({ id: x.id, name: x.name, marketId: x.marketId })),
      platforms: s.platforms.map((p) => ({ id: p.id, name: p.name, marketId: p.marketId, openingFee: p.openingFee, commissionRate: p.commissionRate })),
      attributes: s.attributes.map((a) => ({
        id: a.id,
        name: a.name,
        unit: a.unit,
        gradeMin: a.gradeMin,
        gradeMax: a.gradeMax,
        startingGrade: a.startingGrade,
        incompatibleWith: a.incompatibleWith,
      })),
      valuePropositions: s.valuePropositions.map((v) => ({ id: v.id, name: v.name, description: v.description })),
      categories: s.categories.map((c) => ({ id: c.id, name: c.name, attributeIds: c.attributeIds, packageVolumeM3: c.packageVolumeM3 })),
      warehouses: s.warehouses.map((w) => ({ id: w.id, name: w.name, marketId: w.marketId, capacityM3: w.capacityM3 })),
      promotionChannels: s.promotionChannels.map((c) => ({ id: c.id, name: c.name, marketId: c.marketId })),
      production: { capacityPerRound: s.production.capacityPerRound, setupCost: s.production.setupCost },
      finance: {
        initialCapital: s.finance.initialCapital,
        smeLoan: {
          minAmount: s.finance.smeLoan.minAmount,
          maxAmount: s.finance.smeLoan.maxAmount,
          interestPerRound: s.finance.smeLoan.interestPerRound,
          termRounds: s.finance.smeLoan.termRounds,
        },
      },
    },
  };
}
