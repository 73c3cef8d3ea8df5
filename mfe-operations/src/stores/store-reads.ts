import { API, type AnalysisView, type CompanyAnalyses, type MarketEnvironment } from '@simbiz/contracts';
import { useRead } from '@simbiz/web-kit';

/**
 * The reads the platform tabs share, each loaded once per world: the platforms' terms (the
 * engine's market environment, public and cached per world) and one view of the company's results
 * of every resolved round (the analyses' read). Null while loading.
 */
export const useMarketEnvironment = (worldId: string): MarketEnvironment | null =>
  useRead<MarketEnvironment>((client, done) => void client.call({ route: API.engine.marketEnvironment, data: { worldId }, success: done }), worldId)[0];

export const useResults = (worldId: string, view: AnalysisView): CompanyAnalyses | null =>
  useRead<CompanyAnalyses>((client, done) => void client.call({ route: API.analyses.read, data: { worldId, view }, success: done }), worldId)[0];
