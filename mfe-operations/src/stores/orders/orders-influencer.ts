import type { InfluencerLivestream } from '@simbiz/contracts';
import type { StoredSalesRow } from './orders-rows';

/** What came through influencers for a set of models in a round. */
export interface InfluencerFigures {
  sessions: number;
  orders: number;
  /** Each listing's price times its influencer orders: minor units of the platform's currency. */
  revenue: number;
  /** The engine's own figure, minor units of the base currency; null when a row's results predate it. */
  commission: number | null;
}

/** A livestream of the round with the models only it showed, and their figures. */
export interface LivestreamOrders {
  livestream: InfluencerLivestream;
  modelIds: string[];
  figures: InfluencerFigures;
}

/** A model more than one of the round's livestreams showed: its influencer orders cannot be told apart. */
export interface SharedModel {
  modelId: string;
  influencerIds: string[];
  figures: InfluencerFigures;
}

/**
 * The influencer figures of the models given, from a round's sales rows on the platform. Influencers
 * send shoppers to single models' listings only, so a package's rows are left out.
 */
export function influencerFigures(rows: readonly StoredSalesRow[], modelIds: readonly string[]): InfluencerFigures {
  const figures: InfluencerFigures = { sessions: 0, orders: 0, revenue: 0, commission: 0 };
  for (const row of rows) {
    if (row.packageId || !modelIds.includes(row.modelId)) continue;
    const orders = row.orders.influencer ?? 0;
    figures.sessions += row.sessions.influencer ?? 0;
    figures.orders += orders;
    figures.revenue += row.price * orders;
    if (figures.commission !== null)
      figures.commission = row.influencerCommission === undefined && orders > 0 ? null : figures.commission + (row.influencerCommission ?? 0);
  }
  return figures;
}

/**
 * The round's livestreams (on one platform) with what came through each. A model shown by two or
 * more of them brought orders that the results do not attribute to either (a listing's influencer
 * orders are one figure), so such a model counts for none of them and is listed apart.
 */
export function influencerOrders(
  livestreams: readonly InfluencerLivestream[],
  rows: readonly StoredSalesRow[],
): { streams: LivestreamOrders[]; shared: SharedModel[] } {
  const showing = new Map<string, string[]>();
  for (const live of livestreams) for (const modelId of new Set(live.modelIds)) showing.set(modelId, [...(showing.get(modelId) ?? []), live.influencerId]);
  const sharedIds = [...showing].filter(([, influencers]) => influencers.length > 1);
  return {
    streams: livestreams.map((livestream) => {
      const modelIds = livestream.modelIds.filter((id) => (showing.get(id)?.length ?? 0) === 1);
      return { livestream, modelIds, figures: influencerFigures(rows, modelIds) };
    }),
    shared: sharedIds.map(([modelId, influencerIds]) => ({ modelId, influencerIds, figures: influencerFigures(rows, [modelId]) })),
  };
}
