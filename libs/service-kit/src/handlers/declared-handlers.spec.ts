import 'reflect-metadata';
import { PATTERN_METADATA } from '@nestjs/microservices/constants';
import { type Caller, productsMessages, teamsMessages } from '@simbiz/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { AuditTables } from '../audit/audited';
import type { ReadContext } from '../decisions/decision-context';
import type { RoundFenceTables } from '../decisions/round-fence';
import type { ItemVersionTables } from '../decisions/item-versions';
import { Audited, CompanyRead, Decision, type DecisionInWorld, HANDLER_KIND, RoundApply } from './declared-handlers';
import { Handles, type RequestOf } from './handles.decorator';
import { ServiceHandlers } from './service-handlers';

type Tables = RoundFenceTables & AuditTables & ItemVersionTables;

describe('declared handlers', () => {
  it('refuse a decision bound to the round handled with a bare @Handles (the service would not start)', () => {
    expect(() => Handles(productsMessages.createBrand)).toThrow(/handle it with @Decision/);
    expect(() => Handles(productsMessages.listBrands)).not.toThrow();
  });

  class Probe extends ServiceHandlers<Tables> {
    @Decision(productsMessages.createBrand, 'brand.create')
    async create(_tx: Transaction<Tables>, ctx: DecisionInWorld, input: RequestOf<typeof productsMessages.createBrand>) {
      return { brandId: ctx.companyId, name: input.name, createdRound: ctx.round, modelCount: 0 };
    }

    @CompanyRead(productsMessages.listBrands)
    async list(_db: Kysely<Tables>, _reader: ReadContext, _input: RequestOf<typeof productsMessages.listBrands>) {
      return [];
    }

    @Audited(teamsMessages.leave, 'team.leave')
    async leave(_db: Kysely<Tables>, _caller: Caller, _input: RequestOf<typeof teamsMessages.leave>) {
      return { left: true as const };
    }

    @RoundApply(productsMessages.apply)
    async apply(_db: Kysely<Tables>, _input: RequestOf<typeof productsMessages.apply>) {
      return undefined;
    }
  }

  it('subscribe each method to its message and say how it is guarded', () => {
    const kinds = ['create', 'list', 'leave', 'apply'].map((name) => {
      const method = Probe.prototype[name as keyof Probe];
      return [Reflect.getMetadata(PATTERN_METADATA, method), Reflect.getMetadata(HANDLER_KIND, method)];
    });
    expect(kinds).toEqual([
      [[productsMessages.createBrand.subject], 'decision'],
      [[productsMessages.listBrands.subject], 'companyRead'],
      [[teamsMessages.leave.subject], 'audited'],
      [[productsMessages.apply.subject], 'roundApply'],
    ]);
  });

  it('answer a slice with applied once the method has stored it', async () => {
    const probe = new Probe({} as never, {} as never);
    // Nest calls the declared method with the payload and the caller; the kit hands the method its database.
    await expect((probe.apply as unknown as (input: unknown) => Promise<unknown>)({ worldId: 'w', round: 1, companies: {} })).resolves.toEqual({
      applied: true,
    });
  });
});
