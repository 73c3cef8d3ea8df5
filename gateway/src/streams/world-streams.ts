import type { ServerResponse } from 'node:http';

/** Who is on an open stream: whether they manage the world (worlds said so when it opened), and their team's company, if any. */
export interface StreamHolder {
  userId: string;
  manager: boolean;
  companyId: string | null;
}

/** One open stream of a world. */
interface OpenStream extends StreamHolder {
  response: ServerResponse;
}

/** Streams one person may hold open at once: a few tabs, not a flood of connections. */
export const STREAMS_PER_USER = 8;

/**
 * The open event streams of one gateway replica, by world: who is on each, at most
 * STREAMS_PER_USER per person, and one server-sent message sent to a world's streams (or to its
 * managers' only, for what a participant must never see).
 */
export class WorldStreams {
  private readonly byWorld = new Map<string, Set<OpenStream>>();
  private readonly perUser = new Map<string, number>();

  /** Whether the person may open one more. */
  roomFor(userId: string): boolean {
    return (this.perUser.get(userId) ?? 0) < STREAMS_PER_USER;
  }

  /** Keeps a stream until `closed` fires. */
  add(worldId: string, holder: StreamHolder, response: ServerResponse, closed: (forget: () => void) => void): void {
    const { userId } = holder;
    const open: OpenStream = { ...holder, response };
    const set = this.byWorld.get(worldId) ?? new Set<OpenStream>();
    this.byWorld.set(worldId, set.add(open));
    this.perUser.set(userId, (this.perUser.get(userId) ?? 0) + 1);
    closed(() => {
      set.delete(open);
      if (set.size === 0 && this.byWorld.get(worldId) === set) this.byWorld.delete(worldId);
      const left = (this.perUser.get(userId) ?? 1) - 1;
      if (left > 0) this.perUser.set(userId, left);
      else this.perUser.delete(userId);
    });
  }

  /** One message (`event:` and JSON data) to the world's streams; to its managers' only when told. */
  send(worldId: string, topic: string, data: unknown, managersOnly = false): void {
    const set = this.byWorld.get(worldId);
    if (!set) return;
    const frame = `event: ${topic}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const open of set) if (open.manager || !managersOnly) open.response.write(frame);
  }

  /** One message to the streams of a team's members, each its own (`frameOf` the person on it). */
  sendToTeam(worldId: string, companyId: string, frameOf: (userId: string) => string): void {
    for (const open of this.byWorld.get(worldId) ?? []) if (open.companyId === companyId) open.response.write(frameOf(open.userId));
  }

  /** A comment line on every stream (proxies close a stream that stays quiet). */
  ping(): void {
    for (const set of this.byWorld.values()) for (const open of set) open.response.write(': ping\n\n');
  }

  hasWorld(worldId: string): boolean {
    return this.byWorld.has(worldId);
  }

  endAll(): void {
    for (const set of this.byWorld.values()) for (const open of set) open.response.end();
  }
}
