import { REFERENCE_KINDS, SCREENPLAY_PROBLEMS } from '@simbiz/engine';
import { z } from 'zod';
import { roleSchema } from '../messaging/caller';
import { defineMessage } from '../messaging/message';
import { SERVICE_NAMES, type ServiceName } from '../messaging/services';
import { licenseInfoSchema } from './identity';
import { screenplayIdSchema, textSchema } from './text';

/*
 * The admin console (section 2's admin.*, mfe-admin): every message here refuses anyone without
 * the admin role (110123), and the gateway's routes require the role before a message is sent.
 * identity owns accounts and the license; worlds owns worlds, screenplays, storages, the
 * dashboard and the installation-wide audit log, which it gathers from every service's own.
 */

const uuid = z.string().uuid();
const pageShape = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
};
const pagedShape = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };
const searchSchema = textSchema({ max: 100 });
/** A query flag as the browser sends it. */
const flagSchema = z.enum(['true', 'false']);

// ---------------------------------------------------------------- accounts (identity)

export const adminAccountSchema = z.object({
  userId: z.string(),
  email: z.string(),
  displayName: z.string(),
  roles: z.array(roleSchema),
  disabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const invitationSchema = z.object({
  email: z.string(),
  invitedBy: z.string(),
  /** The inviter's name; null when the account is gone. */
  invitedByName: z.string().nullable(),
  createdAt: z.string(),
  usedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const accountCountsSchema = z.object({
  total: z.number().int(),
  disabled: z.number().int(),
  admins: z.number().int(),
  licensed: z.number().int(),
  /** Accounts signed in during the last seven days. */
  activeThisWeek: z.number().int(),
});

const accountRef = { userId: uuid };

export const adminAccountsMessages = {
  /** Accounts, searched by email or name, filtered by role and state, latest first. */
  list: defineMessage(
    'identity',
    'adminAccount',
    'list',
    z.object({ q: searchSchema.optional(), role: roleSchema.optional(), disabled: flagSchema.optional(), ...pageShape }).strict(),
    z.object({ items: z.array(adminAccountSchema), ...pagedShape }),
  ),
  /** Takes a role away (an admin cannot take their own admin role, nor the last admin's: 110123). */
  revokeRole: defineMessage('identity', 'adminAccount', 'revokeRole', z.object({ ...accountRef, role: roleSchema }).strict(), adminAccountSchema),
  /** Disables an account: its sessions end at once (110007 for the caller's own account). */
  disable: defineMessage('identity', 'adminAccount', 'disable', z.object(accountRef).strict(), adminAccountSchema),
  enable: defineMessage('identity', 'adminAccount', 'enable', z.object(accountRef).strict(), adminAccountSchema),
  invitations: defineMessage(
    'identity',
    'adminAccount',
    'invitations',
    z.object({ ...pageShape }).strict(),
    z.object({ items: z.array(invitationSchema), ...pagedShape }),
  ),
  /** For the dashboard (worlds asks): how many accounts there are, by kind. */
  counts: defineMessage('identity', 'adminAccount', 'counts', z.object({}).strict(), accountCountsSchema),
};

/** The license page: the license and what the installation uses of it. */
export const licenseUsageSchema = z.object({
  license: licenseInfoSchema,
  /** Worlds that are not archived (the license's simulations count these). */
  simulationsUsed: z.number().int(),
});
export type LicenseUsage = z.infer<typeof licenseUsageSchema>;

// ---------------------------------------------------------------- worlds (worlds)

/** World status 1-7 as DOMAIN.md names them. */
const worldStatusSchema = z.coerce.number().int().min(1).max(7);

export const adminWorldSchema = z.object({
  worldId: z.string(),
  name: z.string(),
  status: z.number().int(),
  archived: z.boolean(),
  screenplayId: z.string(),
  instructors: z.array(z.object({ userId: z.string(), displayName: z.string(), email: z.string() })),
  participants: z.number().int(),
  /** The round being played (or last played), null before the first. */
  currentRound: z.number().int().nullable(),
  rounds: z.number().int(),
  startAt: z.string(),
  createdAt: z.string(),
});
export type AdminWorld = z.infer<typeof adminWorldSchema>;

const worldRef = { worldId: uuid };
const worldStageReplySchema = z.object({ worldId: z.string(), status: z.number().int(), archived: z.boolean() });

export const adminWorldsMessages = {
  /** Every world of the installation, by name or instructor, stage and screenplay, latest first. */
  list: defineMessage(
    'worlds',
    'adminWorld',
    'list',
    z
      .object({
        q: searchSchema.optional(),
        status: worldStatusSchema.optional(),
        screenplayId: screenplayIdSchema.optional(),
        /** `true`: archived worlds only; `false` (the default): the others. */
        archived: flagSchema.default('false'),
        ...pageShape,
      })
      .strict(),
    z.object({ items: z.array(adminWorldSchema), ...pagedShape }),
  ),
  pause: defineMessage('worlds', 'adminWorld', 'pause', z.object(worldRef).strict(), worldStageReplySchema),
  resume: defineMessage('worlds', 'adminWorld', 'resume', z.object(worldRef).strict(), worldStageReplySchema),
  retryRound: defineMessage('worlds', 'adminWorld', 'retryRound', z.object(worldRef).strict(), worldStageReplySchema),
  /**
   * Archives a world: a running one is paused first; one being evaluated is refused (130023). It
   * leaves its members' lists and the license's count, and its pages stay readable.
   */
  archive: defineMessage('worlds', 'adminWorld', 'archive', z.object(worldRef).strict(), worldStageReplySchema),
  /** Brings an archived world back, paused if it was running (130015 when the license has no simulation left). */
  restore: defineMessage('worlds', 'adminWorld', 'restore', z.object(worldRef).strict(), worldStageReplySchema),
  /** The license with the installation's use of it (identity's license, worlds' count). */
  licenseUsage: defineMessage('worlds', 'adminWorld', 'licenseUsage', z.object({}).strict(), licenseUsageSchema),
};

// ---------------------------------------------------------------- screenplays (worlds)

export const adminScreenplaySchema = z.object({
  id: z.string(),
  name: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  origin: z.enum(['shipped', 'imported']),
  /** 1 for a shipped one; an imported one counts its imports under the same id. */
  version: z.number().int(),
  rounds: z.number().int(),
  markets: z.number().int(),
  importedAt: z.string().nullable(),
  importedBy: z.string().nullable(),
  /** Worlds created from it (archived ones included), and the first few of their names. */
  worlds: z.number().int(),
  worldNames: z.array(z.string()),
});
export type AdminScreenplay = z.infer<typeof adminScreenplaySchema>;

/** The largest screenplay file an admin may import, in characters (a shipped one is about 12,000; NATS carries 1 MB). */
export const SCREENPLAY_IMPORT_MAX_CHARS = 256_000;

/**
 * A refused import's 9001 details: one issue per problem, `{ path, code, message, ...parameters }`.
 * `path` is where in the document (`[]` for the file as a whole), `message` is English for logs,
 * and the parameters put `code` in words in any language:
 * - zod's codes: invalid_type `expected`, `missing`; too_small / too_big `origin`, `minimum` /
 *   `maximum`, `inclusive`; invalid_format `format` (`pattern`, and `patternName` 'id' or
 *   'currencyCode' for the screenplay's own); invalid_value and invalid_union `values`;
 *   not_multiple_of `divisor`; invalid_key `patternName`; unrecognized_keys has the key last in `path`.
 * - custom: `problem`, one of SCREENPLAY_IMPORT_PROBLEMS, with the engine's ScreenplayProblemParams.
 * - syntax `format` ('json' | 'yaml') and `line`, `column` when known; missingTranslation `locale`;
 *   shippedScreenplayId `id`; screenplayInUse `worlds` and `action` ('reimport' | 'remove').
 */
export const SCREENPLAY_IMPORT_PROBLEMS = SCREENPLAY_PROBLEMS;
export type ScreenplayImportProblem = (typeof SCREENPLAY_IMPORT_PROBLEMS)[number];
/** What a screenplay refers to by id: the `kind` of a duplicateId or unknownReference problem. */
export const SCREENPLAY_REFERENCE_KINDS = REFERENCE_KINDS;
export type ScreenplayReferenceKind = (typeof SCREENPLAY_REFERENCE_KINDS)[number];

export const adminScreenplaysMessages = {
  list: defineMessage('worlds', 'adminScreenplay', 'list', z.object({}).strict(), z.array(adminScreenplaySchema)),
  /**
   * Imports a screenplay file (JSON or YAML by its name's extension, else by its first
   * character). Every problem is answered at once as 9001 with one detail per path; a broken file
   * changes nothing. Re-importing an id replaces it only while no world uses it.
   */
  import: defineMessage(
    'worlds',
    'adminScreenplay',
    'import',
    z.object({ fileName: textSchema({ min: 1, max: 200 }), content: z.string().min(1).max(SCREENPLAY_IMPORT_MAX_CHARS) }).strict(),
    adminScreenplaySchema,
  ),
  /** Removes an imported screenplay no world uses (130011 when it is not there or shipped). */
  remove: defineMessage('worlds', 'adminScreenplay', 'remove', z.object({ screenplayId: screenplayIdSchema }).strict(), z.object({ screenplayId: z.string() })),
  /** For every service: an imported screenplay's document (130011 when none). */
  document: defineMessage('worlds', 'screenplay', 'document', z.object({ screenplayId: screenplayIdSchema }).strict(), z.object({ document: z.unknown() })),
};

// ---------------------------------------------------------------- storages and dashboard (worlds)

export const storageBackendSchema = z.object({
  name: z.enum(['disk', 's3']),
  /** The backend uploads and exports go to (FILE_STORAGE). */
  isDefault: z.boolean(),
  /** Whether the installation is configured for it (the local disk always is). */
  configured: z.boolean(),
  /** What identifies it, never a secret: the folder, or endpoint, region and bucket. */
  settings: z.record(z.string(), z.string()),
});
export type StorageBackend = z.infer<typeof storageBackendSchema>;

export const storageTestSchema = z.object({
  name: z.string(),
  ok: z.boolean(),
  latencyMs: z.number(),
  /** What went wrong, in English as the backend said it (for the log and the curious), null when ok. */
  detail: z.string().nullable(),
  /** What went wrong as a code the console translates (libs/file-storage's FileStorageProblem), null when ok. */
  problem: z.enum(['unreachable', 'bucket-missing', 'credentials-refused', 'access-denied', 'not-writable', 'failed']).nullable().optional(),
});

export const dashboardCountsSchema = z.object({
  accounts: accountCountsSchema,
  license: z.object({ state: licenseInfoSchema.shape.state, seats: z.number().int(), simulations: z.number().int() }),
  /** Worlds that are not archived, by status (keys "1".."7"). */
  worldsByStatus: z.record(z.string(), z.number().int()),
  archivedWorlds: z.number().int(),
  participants: z.number().int(),
  roundsResolvedThisWeek: z.number().int(),
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;

export const serviceHealthSchema = z.object({
  service: z.string(),
  status: z.enum(['ok', 'degraded', 'down']),
  database: z.enum(['ok', 'down', 'none', 'unknown']),
  uptimeSeconds: z.number().nullable(),
  latencyMs: z.number().nullable(),
});

export const dashboardHealthSchema = z.object({
  services: z.array(serviceHealthSchema),
  /** Each durable consumer's backlog: messages not yet delivered and delivered but not acknowledged. */
  jetstream: z.object({
    available: z.boolean(),
    consumers: z.array(z.object({ stream: z.string(), consumer: z.string(), pending: z.number().int(), ackPending: z.number().int() })),
  }),
  database: z.object({ sizeBytes: z.number().nullable() }),
});
export type DashboardHealth = z.infer<typeof dashboardHealthSchema>;

/** 800001 when the host's figures cannot be read. */
export const serverPerformanceSchema = z.object({
  host: z.string(),
  platform: z.string(),
  cpus: z.number().int(),
  loadAverage: z.array(z.number()),
  memory: z.object({ totalBytes: z.number(), freeBytes: z.number() }),
  process: z.object({ rssBytes: z.number(), heapUsedBytes: z.number(), uptimeSeconds: z.number() }),
  eventLoopDelayMs: z.number(),
});
export type ServerPerformance = z.infer<typeof serverPerformanceSchema>;

export const adminSystemMessages = {
  counts: defineMessage('worlds', 'adminDashboard', 'counts', z.object({}).strict(), dashboardCountsSchema),
  health: defineMessage('worlds', 'adminDashboard', 'health', z.object({}).strict(), dashboardHealthSchema),
  performance: defineMessage('worlds', 'adminDashboard', 'performance', z.object({}).strict(), serverPerformanceSchema),
  storages: defineMessage('worlds', 'adminStorage', 'list', z.object({}).strict(), z.array(storageBackendSchema)),
  testStorage: defineMessage('worlds', 'adminStorage', 'test', z.object({ name: storageBackendSchema.shape.name }).strict(), storageTestSchema),
};

// ---------------------------------------------------------------- the audit log (worlds gathers)

/** The services that keep an audit table (simulation-engine's changes are recorded by worlds). */
export const AUDITED_SERVICES = SERVICE_NAMES.filter((s) => s !== 'simulation-engine') as readonly ServiceName[];
const auditedServiceSchema = z.enum(AUDITED_SERVICES as [ServiceName, ...ServiceName[]]);

/** The filters of the log and of an export of it. */
export const auditFilterShape = {
  /** Inclusive lower bound and exclusive upper bound, ISO date-times. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  /** Whose calls: an email (looked up) or an account id. */
  user: textSchema({ max: 254 }).optional(),
  worldId: uuid.optional(),
  service: auditedServiceSchema.optional(),
  /** Part of the action's name, e.g. `brand` or `round.close`. */
  action: textSchema({ max: 80 }).optional(),
  /** `success` (code 0), `failure` (any other), or one code. */
  result: z.union([z.enum(['success', 'failure']), z.coerce.number().int().min(-1).max(999_999)]).optional(),
};
export const auditFilterSchema = z.object(auditFilterShape).strict();
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const auditEntrySchema = z.object({
  /** `<service>:<id>`, unique in the installation. */
  id: z.string(),
  at: z.string(),
  service: z.string(),
  action: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  worldId: z.string().nullable(),
  worldName: z.string().nullable(),
  resultCode: z.number().int(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditExportSchema = z.object({
  exportId: z.string(),
  status: z.enum(['queued', 'running', 'ready', 'failed', 'expired']),
  filter: auditFilterSchema,
  /** Rows written so far, and how many the filter matched when the export began. */
  rows: z.number().int(),
  totalRows: z.number().int().nullable(),
  sizeBytes: z.number().int().nullable(),
  requestedBy: z.string(),
  /** The requester's name as identity knows it; null when identity no longer has the account or cannot answer. */
  requestedByName: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  detail: z.string().nullable(),
});
export type AuditExport = z.infer<typeof auditExportSchema>;

/** What a failed export's `detail` says, for the console to put in words. */
export const AUDIT_EXPORT_FAILURES = ['interrupted', 'serviceUnreachable', 'storageFailed', 'unexpected'] as const;
export type AuditExportFailure = (typeof AUDIT_EXPORT_FAILURES)[number];

/** How long a finished export can be downloaded. */
export const AUDIT_EXPORT_DAYS = 7;
/** Exports one admin may have queued or running at once. */
export const AUDIT_EXPORTS_RUNNING_MAX = 3;

export const adminLogsMessages = {
  /** The log, newest first, filtered and paged on the server by a cursor. */
  list: defineMessage(
    'worlds',
    'adminLog',
    'list',
    z.object({ ...auditFilterShape, cursor: z.string().max(2_000).optional(), pageSize: z.coerce.number().int().min(1).max(200).default(50) }).strict(),
    z.object({ items: z.array(auditEntrySchema), nextCursor: z.string().nullable() }),
  ),
  createExport: defineMessage('worlds', 'adminLogExport', 'create', auditFilterSchema, auditExportSchema),
  exports: defineMessage(
    'worlds',
    'adminLogExport',
    'list',
    z.object({ ...pageShape }).strict(),
    z.object({ items: z.array(auditExportSchema), ...pagedShape }),
  ),
  removeExport: defineMessage('worlds', 'adminLogExport', 'remove', z.object({ exportId: uuid }).strict(), z.object({ exportId: z.string() })),
  /** For the gateway's download route: where a ready export's file is (9991 when it is not ready or gone). */
  exportFile: defineMessage(
    'worlds',
    'adminLogExport',
    'file',
    z.object({ exportId: uuid }).strict(),
    z.object({ key: z.string(), fileName: z.string(), contentType: z.string(), sizeBytes: z.number().int() }),
  ),
};

/** One service's audit rows, newest first, after a cursor (at, id): worlds merges them. */
export const auditRowSchema = z.object({
  id: z.string(),
  at: z.string(),
  userId: z.string().nullable(),
  worldId: z.string().nullable(),
  action: z.string(),
  resultCode: z.number().int(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

const auditPageRequestSchema = z
  .object({
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    userIds: z.array(uuid).max(100).optional(),
    worldId: uuid.optional(),
    action: z.string().max(80).optional(),
    result: z.union([z.enum(['success', 'failure']), z.number().int()]).optional(),
    /** Rows strictly older than this (at, then id) only. */
    before: z.object({ at: z.iso.datetime({ offset: true }), id: z.string().regex(/^\d{1,18}$/) }).optional(),
    limit: z.number().int().min(1).max(1_000),
  })
  .strict();
export type AuditPageRequest = z.infer<typeof auditPageRequestSchema>;

/** Every audited service answers `<service>.audit.page` and `<service>.audit.count` (admins only). */
export function auditMessages(service: ServiceName) {
  return {
    page: defineMessage(service, 'audit', 'page', auditPageRequestSchema, z.object({ rows: z.array(auditRowSchema) })),
    count: defineMessage(service, 'audit', 'count', auditPageRequestSchema.omit({ before: true, limit: true }), z.object({ count: z.number().int() })),
  };
}
