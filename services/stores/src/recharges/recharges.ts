import { DomainError, ErrorCode, financeMessages, type Recharge, type storesMessages, throwRefusal, type Unversioned } from '@simbiz/contracts';
import type { Platform } from '@simbiz/engine';
import type { DecisionInWorld, Requester } from '@simbiz/service-kit';
import type { Kysely, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { StoresTables } from '../database/tables';
import { worldStore } from '../stores/store.repository';
import { storeOwnerRefusal } from '../stores/store-rules';
import {
  companyRecharge,
  companyRecharges,
  deleteRechargeRow,
  insertRecharge,
  lockRoundRecharges,
  type RechargeLine,
  roundRechargeTotal,
  updateRechargeAmount,
} from './recharge.repository';
import { rechargeCashRefusal, rechargeChangeRefusal, rechargeRefusal } from './recharge-rules';

type Db = Kysely<StoresTables> | Transaction<StoresTables>;
type Request<K extends keyof typeof storesMessages> = z.output<(typeof storesMessages)[K]['request']>;
type RoundRefusal = typeof ErrorCode.onlyCurrentRoundEditable | typeof ErrorCode.onlyCurrentRoundDeletable;

function view(r: RechargeLine): Unversioned<Recharge> {
  // bigint comes back from PostgreSQL as a string.
  return { rechargeId: r.id, storeId: r.store_id, platformId: r.platform_id, amount: Number(r.amount), round: r.round };
}

export async function listRecharges(db: Db, worldId: string, companyId: string): Promise<Unversioned<Recharge>[]> {
  return (await companyRecharges(db, worldId, companyId)).map(view);
}

function platformOf(ctx: DecisionInWorld, platformId: string): Platform {
  const platform = ctx.screenplay.platforms.find((p) => p.id === platformId);
  // A store is opened only on a platform of the screenplay (130043).
  if (!platform) throw new DomainError(ErrorCode.platformNotFound);
  return platform;
}

/**
 * The round's recharges going from `before` to `after` in total fit the cash the company can spend
 * this round (210047), asked of finance only when the total rises. The caller holds the round's
 * recharge lock, so `before` is what every other recharge of the company left.
 */
async function checkCash(services: Requester, ctx: DecisionInWorld, before: number, after: number): Promise<void> {
  if (after <= before) return;
  const funds = await services.call(financeMessages.productionFunds, { worldId: ctx.worldId, round: ctx.round, companyId: ctx.companyId });
  throwRefusal(rechargeCashRefusal(after, before, funds));
}

/** Tops up the ad wallet of a store of the company's own (130045, 130041) where the auction runs (130057), by a positive amount (210045) the round's cash covers (210047). */
export async function createRecharge(tx: Db, services: Requester, ctx: DecisionInWorld, input: Request<'createRecharge'>): Promise<Unversioned<Recharge>> {
  const store = await worldStore(tx, ctx.worldId, input.storeId);
  if (!store) throw new DomainError(ErrorCode.storeNotOpened);
  throwRefusal(storeOwnerRefusal(store.company_id, ctx.companyId));
  throwRefusal(rechargeRefusal(platformOf(ctx, store.platform_id), input.amount));
  await lockRoundRecharges(tx, ctx.worldId, ctx.companyId, ctx.round);
  const before = await roundRechargeTotal(tx, ctx.worldId, ctx.companyId, ctx.round);
  await checkCash(services, ctx, before, before + input.amount);
  const row = { id: randomUUID(), world_id: ctx.worldId, company_id: ctx.companyId, store_id: store.id, amount: input.amount, round: ctx.round };
  await insertRecharge(tx, row);
  return view({ ...row, platform_id: store.platform_id });
}

/** The company's own recharge (210037), of this round (130049 or 130047). */
async function ownRecharge(tx: Db, ctx: DecisionInWorld, rechargeId: string, refusal: RoundRefusal): Promise<RechargeLine> {
  const row = await companyRecharge(tx, ctx.worldId, ctx.companyId, rechargeId);
  throwRefusal(rechargeChangeRefusal(row, ctx.round, refusal));
  // The rule refused a missing recharge already; this only tells the compiler.
  if (!row) throw new DomainError(ErrorCode.adAuctionNotFound);
  return row;
}

/** A new amount for a recharge of this round: positive (210045), the round's total with it in place of the old covered (210047). */
export async function updateRecharge(tx: Db, services: Requester, ctx: DecisionInWorld, input: Request<'updateRecharge'>): Promise<Unversioned<Recharge>> {
  await lockRoundRecharges(tx, ctx.worldId, ctx.companyId, ctx.round);
  const row = await ownRecharge(tx, ctx, input.rechargeId, ErrorCode.onlyCurrentRoundEditable);
  throwRefusal(rechargeRefusal(platformOf(ctx, row.platform_id), input.amount));
  const before = await roundRechargeTotal(tx, ctx.worldId, ctx.companyId, ctx.round);
  await checkCash(services, ctx, before, before - Number(row.amount) + input.amount);
  await updateRechargeAmount(tx, row.id, input.amount);
  return view({ ...row, amount: input.amount });
}

export async function deleteRecharge(tx: Db, ctx: DecisionInWorld, rechargeId: string): Promise<{ deleted: true }> {
  const row = await ownRecharge(tx, ctx, rechargeId, ErrorCode.onlyCurrentRoundDeletable);
  await deleteRechargeRow(tx, row.id);
  return { deleted: true };
}
