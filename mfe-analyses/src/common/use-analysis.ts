import { ANALYSES_API, type AnalysisView, type CompanyAnalyses, ENGINE_API, type MarketEnvironment } from '@simbiz/contracts';
import { baseCurrency, type Currency, useApi, useParams, useWorld, worldFlags, type WorldResources } from '@simbiz/web-kit';
import { useWorldResources } from '@simbiz/web-kit/src/area-reads';
import { useEffect, useState } from 'react';

/** Views whose pages name logistics services (only the market environment names them). */
const NAMES_LOGISTICS: readonly AnalysisView[] = ['warehouse', 'schedules', 'all'];

export interface AnalysisState {
  worldId: string;
  worldName: string;
  /** Managers are on no team: they see a note instead of figures until they review one. */
  manager: boolean;
  /** The company a manager reviews with the shell's company picker, whose figures these are; null otherwise. */
  reviewing: string | null;
  /** Null while loading, and for a manager reviewing nobody. */
  data: CompanyAnalyses | null;
  resources: WorldResources | null;
  environment: MarketEnvironment | null;
  currency: Currency | null;
  /** True once everything the page reads is in. */
  ready: boolean;
}

/**
 * One view of the caller's company's analyses (a reviewing manager's: the reviewed company's; the
 * API client names it), with the world's resources for names and currencies, and the market
 * environment where the view names logistics services. One request per read, nothing the view
 * does not show.
 */
export function useAnalysis(view: AnalysisView): AnalysisState {
  const { worldId = '' } = useParams();
  const world = useWorld();
  const dataApi = useApi();
  const environmentApi = useApi();
  const resources = useWorldResources(useApi(), worldId);
  const [data, setData] = useState<{ key: string; value: CompanyAnalyses } | null>(null);
  const [environment, setEnvironment] = useState<MarketEnvironment | null>(null);
  const manager = world?.details ? worldFlags(world.details).canManageWorld : false;
  const reviewing = manager ? (world?.reviewedCompany?.name ?? null) : null;
  const reviewedId = manager ? (world?.reviewedCompany?.companyId ?? null) : null;
  const reads = !!world?.details && (!manager || reviewedId !== null);
  const needsEnvironment = NAMES_LOGISTICS.includes(view);
  const key = `${worldId}|${view}|${reviewedId ?? ''}`;
  useEffect(() => {
    if (!worldId || !reads) return;
    void dataApi.call({ route: ANALYSES_API.read, data: { worldId, view }, success: (value) => setData({ key, value }) });
  }, [dataApi, worldId, view, reads, key]);
  useEffect(() => {
    if (worldId && reads && needsEnvironment) void environmentApi.call({ route: ENGINE_API.marketEnvironment, data: { worldId }, success: setEnvironment });
  }, [environmentApi, worldId, reads, needsEnvironment]);
  const current = data?.key === key ? data.value : null;
  const ready = !!world?.details && !!resources && (!reads || (!!current && (!needsEnvironment || !!environment)));
  return {
    worldId,
    worldName: world?.details?.name ?? '',
    manager,
    reviewing,
    data: reads ? current : null,
    resources,
    environment,
    currency: resources ? baseCurrency(resources) : null,
    ready,
  };
}
