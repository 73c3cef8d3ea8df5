import type { TrafficSource } from '../results/company-results.schema';
import type { Listing, SourceSessions } from './listings';

/** Where a source's sessions sit among a row's: the order of SOURCES. */
const SOURCE_AT: Readonly<Record<TrafficSource, number>> = { organic: 0, auction: 1, trafficPackage: 2, merchantLive: 3, influencer: 4 };
const SOURCE_COUNT = 5;

/**
 * The sessions of every listing in every segment slot of its market, by source, and the utility
 * lift they bring: plain numbers in flat typed arrays (by listing index, slot and source) while
 * traffic is routed, orders chosen and sales recorded. A row exists once sessions were added to
 * it (even none); its sessions object is made only for the results.
 */
export class SessionTable {
  /** Sessions at ((listing index × slots + slot) × SOURCE_COUNT + source). */
  readonly values: Float64Array;
  private readonly added: Uint8Array;
  private readonly lift: Float64Array;

  constructor(
    listings: number,
    private readonly slots: number,
  ) {
    this.values = new Float64Array(listings * slots * SOURCE_COUNT);
    this.added = new Uint8Array(listings * slots);
    this.lift = new Float64Array(listings * slots);
  }

  /** Adds sessions from a source to a listing in a segment slot, with the utility lift they bring. */
  add(listing: Listing, slot: number, source: TrafficSource, sessions: number, lift = 0): void {
    const row = listing.index * this.slots + slot;
    this.added[row] = 1;
    const at = row * SOURCE_COUNT + SOURCE_AT[source];
    this.values[at] = (this.values[at] as number) + sessions;
    if (lift > 0) this.lift[row] = (this.lift[row] as number) + sessions * lift;
  }

  /** Whether the listing has a row of sessions in the slot. */
  has(listing: Listing, slot: number): boolean {
    return this.added[listing.index * this.slots + slot] === 1;
  }

  /** Where the row's sessions start in `values` (organic first, in the order of SOURCES). */
  at(listing: Listing, slot: number): number {
    return (listing.index * this.slots + slot) * SOURCE_COUNT;
  }

  /** The row's sessions from every source. */
  total(listing: Listing, slot: number): number {
    const at = this.at(listing, slot);
    const v = this.values;
    return (v[at] as number) + (v[at + 1] as number) + (v[at + 2] as number) + (v[at + 3] as number) + (v[at + 4] as number);
  }

  /** Sessions × utility lift of the row. */
  lifted(listing: Listing, slot: number): number {
    return this.lift[listing.index * this.slots + slot] as number;
  }

  /** The row's sessions by source, as the results report them (a new object). */
  row(listing: Listing, slot: number): SourceSessions {
    const at = this.at(listing, slot);
    const v = this.values;
    return {
      organic: v[at] as number,
      auction: v[at + 1] as number,
      trafficPackage: v[at + 2] as number,
      merchantLive: v[at + 3] as number,
      influencer: v[at + 4] as number,
    };
  }
}
