import 'reflect-metadata';
import { type Caller, DomainError, ErrorCode, productsMessages } from '@simbiz/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { AuditTables } from '../audit/audited';
import { companyReader, type ReadContext } from '../decisions/decision-context';
import { ReadContexts } from '../decisions/read-contexts';
import type { RoundFenceTables } from '../decisions/round-fence';
import type { ItemVersionTables } from '../decisions/item-versions';
import { CompanyRead, Decision, type DecisionInWorld, RoundSnapshot, type RoundRef } from './declared-handlers';
import type { RequestOf } from './handles.decorator';
import { ServiceHandlers } from './service-handlers';

/** What the guards did, in order: the kit's decision helpers are replaced by recorders. */
const steps: string[] = [];
const refuse = { decisionMaker: false };

jest.mock('../audit/audited', () => ({
  auditContext: () => ({}),
  audited: async (_context: unknown, _caller: unknown, action: string, worldId: string, run: () => Promise<unknown>) => {
    try {
      const result = await run();
      steps.push(`audit ${action} ${worldId} 0`);
      return result;
    } catch (error) {
      steps.push(`audit ${action} ${worldId} ${(error as DomainError).code}`);
      throw error;
    }
  },
  auditedInTransaction: async (
    _context: unknown,
    _caller: unknown,
    action: string,
    worldId: string,
    run: (recordSuccess: (tx: unknown) => Promise<void>) => Promise<unknown>,
  ) => {
    try {
      return await run(async (tx) => {
        steps.push(`audit ${action} ${worldId} 0 in ${String(tx)}`);
      });
    } catch (error) {
      steps.push(`audit ${action} ${worldId} ${(error as DomainError).code}`);
      throw error;
    }
  },
}));
jest.mock('../decisions/decision-context', () => ({
  decisionMaker: async (_services: unknown, _caller: unknown, worldId: string) => {
    steps.push('decisionMaker');
    if (refuse.decisionMaker) throw new DomainError(ErrorCode.worldNotAuthorized);
    return { worldId, companyId: 'c1', round: 3 };
  },
  companyReader: async (_services: unknown, _caller: unknown, worldId: string) => {
    steps.push('companyReader');
    return { worldId, companyId: 'c1', currentRound: 3, status: 2 };
  },
}));
jest.mock('../decisions/world-screenplay', () => ({
  worldScreenplay: async () => {
    steps.push('screenplay');
    return { id: 'starter' };
  },
}));
jest.mock('../decisions/round-fence', () => ({
  withinOpenRound: async (_db: unknown, ctx: { round: number }, write: (tx: unknown) => Promise<unknown>) => {
    steps.push(`fence round ${ctx.round}`);
    return write('tx');
  },
  takeRoundSnapshot: async (_db: unknown, worldId: string, round: number, read: (tx: unknown) => Promise<unknown>) => {
    steps.push(`raise fence ${worldId} ${round}`);
    return read('tx');
  },
}));

jest.mock('../decisions/item-versions', () => ({
  decideOneAtATime: async (_tx: unknown, service: string, companyId: string) => {
    steps.push(`one at a time in ${service} for ${companyId}`);
  },
}));

type Tables = RoundFenceTables & AuditTables & ItemVersionTables;
const WORLD = '3f2a6c1e-8b7d-4e2f-9a10-5c4b3a2d1e0f';
const caller: Caller = { userId: 'u1', roles: [], correlationId: 'c' };
/** Nest calls a declared method with the validated payload and the caller. */
const call = (method: unknown, probe: Probe, input: unknown) => (method as (input: unknown, caller: Caller) => Promise<unknown>).call(probe, input, caller);

class Probe extends ServiceHandlers<Tables> {
  @Decision(productsMessages.createBrand, 'brand.create')
  async create(tx: Transaction<Tables>, ctx: DecisionInWorld, input: RequestOf<typeof productsMessages.createBrand>) {
    steps.push(`use case in ${String(tx)} for ${ctx.companyId} in round ${ctx.round} of ${ctx.screenplay.id}`);
    return { brandId: 'b1', name: input.name, createdRound: ctx.round, modelCount: 0 };
  }

  @CompanyRead(productsMessages.listBrands)
  async list(_db: Kysely<Tables>, reader: ReadContext, _input: RequestOf<typeof productsMessages.listBrands>) {
    steps.push(`read for ${reader.companyId}`);
    return [];
  }

  @RoundSnapshot(productsMessages.snapshot)
  async snapshot(tx: Transaction<Tables>, round: RoundRef) {
    steps.push(`snapshot in ${String(tx)} of round ${round.round}`);
    return { companies: {} };
  }
}

describe('the guards of declared handlers', () => {
  // Company reads ask the (recording) companyReader through the kit's ReadContexts, remembering nothing here.
  const probe = Object.assign(new Probe({} as never, {} as never), {
    readContexts: new ReadContexts((who, worldId, companyId) => companyReader({} as never, who, worldId, companyId), 0),
  });
  beforeEach(() => {
    steps.length = 0;
    refuse.decisionMaker = false;
  });

  it('ask who decides, run the use case inside the round fence, and audit it in the same transaction', async () => {
    await expect(call(probe.create, probe, { worldId: WORLD, name: 'Blue' })).resolves.toMatchObject({ name: 'Blue', createdRound: 3 });
    expect(steps).toEqual([
      'decisionMaker',
      'screenplay',
      'fence round 3',
      'one at a time in products for c1',
      'use case in tx for c1 in round 3 of starter',
      `audit brand.create ${WORLD} 0 in tx`,
    ]);
  });

  it('never reach the fence or the use case for a caller who may not decide, and audit the refusal', async () => {
    refuse.decisionMaker = true;
    await expect(call(probe.create, probe, { worldId: WORLD, name: 'Blue' })).rejects.toMatchObject({ code: ErrorCode.worldNotAuthorized });
    // The screenplay is asked alongside who decides; neither the fence nor the use case is reached.
    expect(steps).toEqual(['decisionMaker', 'screenplay', `audit brand.create ${WORLD} ${ErrorCode.worldNotAuthorized}`]);
  });

  it('read for the caller’s own company', async () => {
    await call(probe.list, probe, { worldId: WORLD });
    expect(steps).toEqual(['companyReader', 'read for c1']);
  });

  it('read a snapshot after raising the fence, in the same transaction', async () => {
    await call(probe.snapshot, probe, { worldId: WORLD, round: 2 });
    expect(steps).toEqual([`raise fence ${WORLD} 2`, 'snapshot in tx of round 2']);
  });
});
