import { sessionEndedEvent } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { IdentityTables } from '../database/tables';

/** The gateways keep a session's roles for a few seconds: they drop the account's live sessions and read them anew. */
export async function forgetSessions(db: Kysely<IdentityTables>, services: Pick<Requester, 'publish'>, userId: string): Promise<void> {
  const live = await db
    .selectFrom('session')
    .select('sid')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .execute();
  for (const { sid } of live) services.publish(sessionEndedEvent, { sid });
}
