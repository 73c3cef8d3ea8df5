import type { AuditTables } from '@simbiz/service-kit';
import type { ColumnType } from 'kysely';

export interface WorldSettings {
  memberLimit: number;
  teamMemberLimit: number;
  /** Teams a world may have (510031); 30 for worlds made before it was a setting. */
  teamLimit?: number;
  /** Rounds to play; the screenplay's for worlds made before it was a setting. */
  rounds?: number;
  /** Computer-run companies beside the teams'; none for worlds made before it was a setting. */
  botCompanies?: number;
  enabledDiscussions: boolean;
  acceptingMembers: boolean;
  teamRules: Record<string, boolean>;
}

/** What every post of the course has: its Markdown as written and as rendered, sanitised, HTML. */
interface CoursePost {
  id: string;
  world_id: string;
  body: string;
  html: string;
  author_id: string;
  created_at: ColumnType<Date, never, never>;
  edited_at: ColumnType<Date | null, never, Date | null>;
}

export interface WorldsTables extends AuditTables {
  world: {
    id: string;
    name: string;
    passcode: string | null;
    screenplay_id: string;
    status: number;
    current_round: number | null;
    start_at: Date;
    settings: ColumnType<WorldSettings, string, string>;
    created_by: string;
    created_at: ColumnType<Date, never, never>;
    paused_at: ColumnType<Date | null, never, Date | null>;
    /** When the closed round was last announced to the engine. */
    round_announced_at: ColumnType<Date | null, never, Date | null>;
    /** The resolved round being resolved again at a manager's request, else null. */
    rerun_round: ColumnType<number | null, never, number | null>;
    /** The KPI weights a manager set (fractions by KPI), null for the screenplay's. */
    score_weights: ColumnType<Record<string, number> | null, never, string | null>;
    /** When an admin archived it, else null. */
    archived_at: ColumnType<Date | null, never, Date | null>;
  };
  deadline: { world_id: string; round: number; at: Date };
  member: { world_id: string; user_id: string; kind: number; joined_at: ColumnType<Date, never, never> };
  announcement: CoursePost & { title: string; pinned: boolean; pinned_at: Date | null };
  /** Who has seen which announcement. */
  announcement_read: { announcement_id: string; user_id: string };
  thread: CoursePost & {
    title: string;
    pinned: boolean;
    pinned_at: Date | null;
    reply_count: ColumnType<number, number | undefined, number>;
    last_activity_at: ColumnType<Date, Date | undefined, Date>;
  };
  reply: CoursePost & { thread_id: string };
  reference: {
    id: string;
    world_id: string;
    kind: 'file' | 'link';
    title: string;
    description: string;
    url: string | null;
    file_key: string | null;
    file_name: string | null;
    content_type: string | null;
    size: number | null;
    author_id: string;
    created_at: ColumnType<Date, never, never>;
  };
  /** A manager's grade of a member's contribution in a round, in percent of the team's score. */
  contribution: { world_id: string; round: number; user_id: string; percent: number };
  /** Screenplays admins imported (the shipped ones live in libs/engine). */
  screenplay: { id: string; version: number; document: ColumnType<unknown, string, string>; imported_by: string; imported_at: ColumnType<Date, never, never> };
  /** An export of the audit log an admin asked for, produced in the background. */
  audit_export: {
    id: string;
    status: 'queued' | 'running' | 'ready' | 'failed' | 'expired';
    filter: ColumnType<Record<string, unknown>, string, string>;
    rows: ColumnType<number, never, number>;
    total_rows: number | null;
    size_bytes: ColumnType<string | null, never, number | null>;
    file_key: string | null;
    requested_by: string;
    created_at: ColumnType<Date, never, never>;
    heartbeat_at: ColumnType<Date, never, Date>;
    finished_at: ColumnType<Date | null, never, Date | null>;
    expires_at: ColumnType<Date | null, never, Date | null>;
    detail: string | null;
  };
}
