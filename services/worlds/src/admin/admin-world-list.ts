import { type adminWorldsMessages, USER_IN_WORLD_TYPE } from '@simbiz/contracts';
import { SHIPPED_SCREENPLAYS } from '@simbiz/engine';
import type { Requester } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { WorldsTables } from '../database/tables';
import { instructorsMatching, instructorsOf } from './instructors';

type Db = Kysely<WorldsTables>;
type ListRequest = z.output<typeof adminWorldsMessages.list.request>;
type ListReply = z.input<typeof adminWorldsMessages.list.reply>;

/**
 * Every world of the installation for the admin console, latest created first, one page with the
 * total. `q` finds a world by its name or by the name or email of one of its instructors (see
 * instructorsMatching); the other filters are the world's status, screenplay and archived state.
 */
export async function listAdminWorlds(db: Db, services: Pick<Requester, 'call'>, input: ListRequest): Promise<ListReply> {
  const q = input.q?.trim() ?? '';
  const instructors = q ? await instructorsMatching(db, services, q) : [];
  let query = db.selectFrom('world').where('archived_at', input.archived === 'true' ? 'is not' : 'is', null);
  if (input.status !== undefined) query = query.where('status', '=', input.status);
  if (input.screenplayId !== undefined) query = query.where('screenplay_id', '=', input.screenplayId);
  if (q) {
    query = query.where((eb) =>
      eb.or([
        eb('world.name', 'ilike', `%${escapeLike(q)}%`),
        ...(instructors.length === 0
          ? []
          : [
              eb.exists(
                eb
                  .selectFrom('member')
                  .select('member.user_id')
                  .whereRef('member.world_id', '=', 'world.id')
                  .where('member.kind', '=', USER_IN_WORLD_TYPE.manager)
                  .where('member.user_id', 'in', instructors),
              ),
            ]),
      ]),
    );
  }
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    query
      .select([
        'world.id',
        'world.name',
        'world.status',
        'world.archived_at',
        'world.screenplay_id',
        'world.current_round',
        'world.settings',
        'world.start_at',
        'world.created_at',
      ])
      .select((eb) =>
        eb
          .selectFrom('member')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('member.world_id', '=', 'world.id')
          .where('member.kind', '=', USER_IN_WORLD_TYPE.participant)
          .as('participants'),
      )
      .orderBy('world.created_at', 'desc')
      .orderBy('world.id', 'desc')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute(),
  ]);
  const named = await instructorsOf(
    db,
    services,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => ({
      worldId: row.id,
      name: row.name,
      status: row.status,
      archived: row.archived_at !== null,
      screenplayId: row.screenplay_id,
      instructors: named.get(row.id) ?? [],
      participants: Number(row.participants ?? 0),
      currentRound: row.current_round,
      rounds: roundsPlanned(row),
      startAt: row.start_at.toISOString(),
      createdAt: row.created_at.toISOString(),
    })),
    total: Number(total),
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** The rounds a world plays: its setting, else its shipped screenplay's (0 when neither says). */
function roundsPlanned(world: { screenplay_id: string; settings: { rounds?: number } }): number {
  return world.settings.rounds ?? SHIPPED_SCREENPLAYS[world.screenplay_id as keyof typeof SHIPPED_SCREENPLAYS]?.rounds ?? 0;
}

/** `q` as a LIKE pattern's literal text: its wildcards and the escape character match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
