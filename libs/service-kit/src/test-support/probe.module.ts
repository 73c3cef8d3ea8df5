import { Controller, Inject, Module } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Payload } from '@nestjs/microservices';
import { type Caller, DomainError, ErrorCode } from '@simbiz/contracts';
import type { Generated, Kysely, Migration } from 'kysely';
import { CurrentCaller, Handles, type ReplyOf, type RequestOf } from '../handlers/handles.decorator';
import { DATABASE } from '../bootstrap/tokens';
import { probe } from './probe.messages';

interface ProbeTables {
  note: { id: Generated<number>; text: string };
}

export const probeMigrations: Record<string, Migration> = {
  '0001-note': {
    up: async (db) => {
      await db.schema
        .createTable('note')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('text', 'text', (c) => c.notNull())
        .execute();
    },
  },
};

/** Thin handlers that exercise each path of the kit: success, refusal, crash, slowness, contracts, SQL. */
@Controller()
class ProbeController {
  private readonly replica = randomUUID();

  constructor(@Inject(DATABASE) private readonly db: Kysely<ProbeTables>) {}

  @Handles(probe.echo)
  echo(@Payload() input: RequestOf<typeof probe.echo>, @CurrentCaller() caller: Caller): ReplyOf<typeof probe.echo> {
    return { text: input.text.repeat(input.times), callerId: caller.userId ?? null, replica: this.replica };
  }

  @Handles(probe.refuse)
  refuse(@Payload() input: RequestOf<typeof probe.refuse>): never {
    throw new DomainError(ErrorCode.memberLimitPerSimulation, { count: input.count });
  }

  @Handles(probe.crash)
  crash(): never {
    throw new TypeError('the probe crashed on purpose');
  }

  @Handles(probe.slow)
  async slow(@Payload() input: RequestOf<typeof probe.slow>): Promise<ReplyOf<typeof probe.slow>> {
    await new Promise((resolve) => setTimeout(resolve, input.ms).unref());
    return { sleptMs: input.ms };
  }

  @Handles(probe.badReply)
  badReply(): unknown {
    return { n: 'not a number' };
  }

  @Handles(probe.remember)
  async remember(@Payload() input: RequestOf<typeof probe.remember>): Promise<ReplyOf<typeof probe.remember>> {
    const row = await this.db.insertInto('note').values({ text: input.note }).returning('id').executeTakeFirstOrThrow();
    const { count } = await this.db
      .selectFrom('note')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return { id: row.id, notes: Number(count) };
  }
}

@Module({ controllers: [ProbeController] })
export class ProbeModule {}
