import { type Session, identityMessages, sidSchema } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';

/**
 * Which account a session cookie belongs to, asked of the identity service and remembered for a
 * few seconds so a page's burst of calls costs one look-up. Signing out forgets it at once, here
 * and, through identity's sessionEnded event, on every other replica; a role granted or taken
 * away shows within the TTL.
 */
export class SessionResolver {
  private readonly cache = new Map<string, { session: Session | null; until: number }>();

  constructor(
    private readonly requester: Requester,
    private readonly ttlMs = 5_000,
  ) {}

  async resolve(sid: string | undefined, now = Date.now()): Promise<Session | null> {
    // Identity would refuse a malformed id (9001); it names no session, so it is not asked.
    if (!sid || !sidSchema.safeParse(sid).success) return null;
    const cached = this.cache.get(sid);
    if (cached && cached.until > now) return cached.session;
    const session = await this.requester.call(identityMessages.resolveSession, { sid });
    if (this.cache.size > 50_000) this.cache.clear();
    this.cache.set(sid, { session, until: now + this.ttlMs });
    return session;
  }

  forget(sid: string): void {
    this.cache.delete(sid);
  }

  clear(): void {
    this.cache.clear();
  }
}
