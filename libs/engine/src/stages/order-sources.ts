import { SOURCES } from '../results/company-results.schema';
import { type SourceSessions, noSessions } from './listings';

/** Shared by every row without orders: nothing writes to it. */
const NO_ORDERS: SourceSessions = Object.freeze(noSessions());

/** Sessions and whole orders by source, in SOURCES order: scratch space of `attribute`. */
const bySession = new Float64Array(SOURCES.length);
const byOrder = new Float64Array(SOURCES.length);

/**
 * Splits whole orders over sources in proportion to their sessions (largest remainder, source
 * order on ties). The sessions are `values[at]` to `values[at + 4]`, in the order of SOURCES.
 */
export function attribute(orders: number, values: Float64Array, at: number): SourceSessions {
  if (orders === 0) return NO_ORDERS;
  for (let s = 0; s < SOURCES.length; s++) bySession[s] = values[at + s] as number;
  const organic = bySession[0] as number;
  const all = organic + (bySession[1] as number) + (bySession[2] as number) + (bySession[3] as number) + (bySession[4] as number);
  if (organic === all) return wholeOrders(orders, 0, 0, 0, 0);
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

/** Whole orders by source: sessions' shape, whose fields hold whole numbers unboxed (see listings' keepShape). */
function wholeOrders(organic: number, auction: number, trafficPackage: number, merchantLive: number, influencer: number): SourceSessions {
  return { organic, auction, trafficPackage, merchantLive, influencer };
}
