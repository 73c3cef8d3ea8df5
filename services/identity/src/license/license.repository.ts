import type { LicenseInfo } from '@simbiz/contracts';
import type { Kysely } from 'kysely';
import { usedSeats } from '../accounts/accounts';
import type { IdentityTables } from '../database/tables';
import { readLicense } from './license';

type Db = Kysely<IdentityTables>;

/** The installation's license as it stands now: the last installed document, read and verified. */
export async function currentLicense(db: Db, publicKeyPem: string, now = new Date()): Promise<LicenseInfo> {
  const latest = await db.selectFrom('license').select('document').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return readLicense(latest?.document ?? null, publicKeyPem, now, await usedSeats(db));
}

export async function installLicense(db: Db, document: string, installedBy: string | null): Promise<void> {
  await db.insertInto('license').values({ document, installed_by: installedBy }).execute();
}
