import { SOURCES } from '../results/company-results.schema';
import { type SourceSessions, noSessions } from './listings';

/** All sessions of a row, from every source (0 for none). */
export function totalSessions(s: SourceSessions | undefined): number {
  return s ? s.organic + s.auction + s.trafficPackage + s.merchantLive + s.influencer : 0;
}

/** Shared by every row without orders: nothing writes to it. */
const NO_ORDERS: SourceSessions = Object.freeze(noSessions());

/** Sessions and whole orders by source, in SOURCES order: scratch space of `attribute`. */
const bySession = new Float64Array(SOURCES.length);
const byOrder = new Float64Array(SOURCES.length);

/** Splits whole orders over sources in proportion to their sessions (largest remainder, source order on ties). */
export function attribute(orders: number, sessions: SourceSessions): SourceSessions {
  if (orders === 0) return NO_ORDERS;
  const all = totalSessions(sessions);
  if (sessions.organic === all) return wholeOrders(orders, 0, 0, 0, 0);
  bySession[0] = sessions.organic;
  bySession[1] = sessions.auction;
  bySession[2] = sessions.trafficPackage;
  bySession[3] = sessions.merchantLive;
  bySession[4] = sessions.influencer;
  let given = 0;
  for (let s = 0; s < SOURCES.length; s++) {
    byOrder[s] = Math.floor((orders * (bySession[s] as number)) / all);
    given += byOrder[s] as number;
  }
  // At most four units are left over; each goes to the source with the largest remainder.
  for (let left = orders - given; left > 0; left--) {
    let best = 0;
    let bestRest = -1;
    for (let s = 0; s < SOURCES.length; s++) {
      const rest = (orders * (bySession[s] as number)) / all - (byOrder[s] as number);
      if ((bySession[s] as number) > 0 && rest > bestRest) {
        best = s;
        bestRest = rest;
      }
    }
    byOrder[best] = (byOrder[best] as number) + 1;
  }
  return wholeOrders(byOrder[0] as number, byOrder[1] as number, byOrder[2] as number, byOrder[3] as number, byOrder[4] as number);
}

/**
 * Whole orders by source, built field by field: a literal with these keys would share its shape
 * with the sessions rows, whose fractions keep every field as a separate number object; whole
 * numbers stored field by field need none.
 */
function wholeOrders(organic: number, auction: number, trafficPackage: number, merchantLive: number, influencer: number): SourceSessions {
  const out: Partial<SourceSessions> = {};
  out.organic = organic;
  out.auction = auction;
  out.trafficPackage = trafficPackage;
  out.merchantLive = merchantLive;
  out.influencer = influencer;
  return out as SourceSessions;
}
