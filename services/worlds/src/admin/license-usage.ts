import { type Caller, identityMessages, type LicenseUsage } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { WorldsTables } from '../database/tables';

type Db = Kysely<WorldsTables>;

/** Worlds the license's simulations count: those not archived. */
export async function simulationsUsed(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('world')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * The license page: identity's license, asked on the admin's behalf (identity answers it to
 * admins only), with the worlds that use its simulations.
 */
export async function licenseUsage(db: Db, services: Pick<Requester, 'call'>, caller: Caller): Promise<LicenseUsage> {
  const [license, used] = await Promise.all([services.call(identityMessages.license, {}, { caller }), simulationsUsed(db)]);
  return { license, simulationsUsed: used };
}
