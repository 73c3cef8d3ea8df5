export declare const POSTGRES_HOMES: string;
export declare function postgresHomeFor(databaseDir: string, homes?: string): string;
export declare function postgresProgramsFor(binariesPackage: string, version: string, homes?: string): string;
export declare function planEmbeddedPostgres(facts: {
  asRoot: boolean;
  programsReachable: boolean;
  dataReachable: boolean;
  dataHasCluster: boolean;
  homeHasCluster: boolean;
}): { copyPrograms: boolean; ownHome: boolean };
export declare function relocationNotice(where: { databaseDir: string; dataDir: string; programsDir: string | null }): string;
export declare function relocationFailure(what: { databaseDir: string; homes?: string; reason: string }): string;
