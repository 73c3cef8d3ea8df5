import type { Caller } from '@simbiz/contracts';
import { WorldReadCache } from '../cache/world-read-cache';
import type { ReadContext } from './decision-context';

/** Works out a read's access (companyReader, asking worlds and teams): throws the refusal. */
export type ReadLookup = (caller: Caller, worldId: string, companyId: string | undefined) => Promise<ReadContext>;

/**
 * The access of a service's company reads (@CompanyRead), remembered per world: a caller reading
 * page after page, or a class opening a page after a round, asks worlds and teams once, not per
 * read. What worlds and teams answer changes only with a change to the world (a member added or
 * removed, a team joined or left, a stage), and every such change publishes worldChanged, which
 * forgets the world's entries at once, as in the gateway's read cache; the time-to-live bounds what
 * a missed event could leave. Refusals are never kept. Decisions (writes) always ask afresh.
 */
export class ReadContexts {
  private readonly cache: WorldReadCache<ReadContext>;

  constructor(
    private readonly lookup: ReadLookup,
    ttlMs: number,
  ) {
    this.cache = new WorldReadCache<ReadContext>(ttlMs);
  }

  reader(caller: Caller, worldId: string, companyId?: string): Promise<ReadContext> {
    const key = `${caller.userId ?? ''}|${caller.roles.join()}|${companyId ?? ''}`;
    const known = this.cache.get(worldId, key);
    if (known) return Promise.resolve(known);
    return this.cache.shared(worldId, key, async () => {
      const ticket = this.cache.ticket();
      const reader = await this.lookup(caller, worldId, companyId);
      this.cache.store(worldId, key, reader, ticket);
      return reader;
    });
  }

  /** The world changed: its entries are forgotten, and lookups under way are not kept. */
  invalidate(worldId: string): void {
    this.cache.invalidate(worldId);
  }

  /** Events may have been missed (a lost connection): everything is forgotten. */
  clear(): void {
    this.cache.clear();
  }
}
