import { type Caller, identityMessages, type PresenceAnnouncement, presenceChangedEvent, presenceReportedEvent, teamsMessages } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import type { WorldStreams } from '../world-streams';
import { TeamPresence } from './team-presence';

/** A participant's place in the team, learnt when their stream opens: their company and the name teammates see. */
export interface TeamMember {
  companyId: string;
  name: string;
}

export interface StreamPresence {
  team: TeamPresence;
  /** The caller's company in the world and display name, or null (no team, or teams or identity did not answer: the stream opens without presence). */
  memberOf(caller: Caller, worldId: string): Promise<TeamMember | null>;
  /** The `presence` message of a member's stream: the tabs of the others of the team. */
  frameFor(viewer: { worldId: string; companyId: string; userId: string }): string;
  stop(): void;
}

/**
 * The presence of this replica's streams, wired to NATS: a report taken by any replica reaches the
 * one holding the tab's stream (presenceReportedEvent), whose announcements reach every replica
 * (presenceChangedEvent), and each change goes to the team's streams here.
 */
export function streamPresence(requester: Requester, streams: WorldStreams, options: { ttlMs: number; requestTimeoutMs: number }): StreamPresence {
  const frameFor = (viewer: { worldId: string; companyId: string; userId: string }) =>
    `event: presence\ndata: ${JSON.stringify({ worldId: viewer.worldId, teammates: team.teammatesOf(viewer) })}\n\n`;
  const team: TeamPresence = new TeamPresence({
    ttlMs: options.ttlMs,
    announce: (announcement: PresenceAnnouncement) => {
      try {
        requester.publish(presenceChangedEvent, announcement);
      } catch {
        // The connection is closing (the gateway stops): the other replicas let the tab expire.
      }
    },
    changed: ({ worldId, companyId }) => streams.sendToTeam(worldId, companyId, (userId) => frameFor({ worldId, companyId, userId })),
  });
  const stopListening = [
    requester.listen(presenceReportedEvent.subject, presenceReportedEvent.payload, (report) => team.reported(report)),
    requester.listen(presenceChangedEvent.subject, presenceChangedEvent.payload, (announcement) => team.heard(announcement)),
  ];
  return {
    team,
    frameFor,
    async memberOf(caller, worldId) {
      const asked = { caller, timeoutMs: options.requestTimeoutMs };
      try {
        const [membership, people] = await Promise.all([
          requester.call(teamsMessages.membership, { worldId }, asked),
          requester.call(identityMessages.describe, { userIds: caller.userId ? [caller.userId] : [] }, asked),
        ]);
        return membership.companyId ? { companyId: membership.companyId, name: people[0]?.displayName ?? '' } : null;
      } catch {
        // Presence is a courtesy: a stream without it still carries the round and the course.
        return null;
      }
    },
    stop: () => stopListening.forEach((stop) => stop()),
  };
}
