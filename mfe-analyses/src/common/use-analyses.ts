import { API, type RouteReply, type Statement } from '@simbiz/contracts';
import { baseCurrency, type Currency, formatMoney, formatMoneyShort, useApi, useParams, useWorld, worldFlags } from '@simbiz/web-kit';
import { useWorldResources } from '@simbiz/web-kit/src/area-reads';
import { useEffect, useMemo, useState } from 'react';

export interface Analyses {
  worldId: string;
  /** Managers are on no team: they see a note instead of figures until they review one. */
  manager: boolean;
  /** The name of the company a manager reviews with the shell's company picker (issue 18), whose figures these are; null otherwise. */
  reviewing: string | null;
  statements: Statement[];
  modelNames: Record<string, string>;
  money: (minor: number) => string;
  /** Charts plot major units: the full amount for tooltips, a short one for axes. */
  chartMoney: { full: (major: number) => string; short: (major: number) => string };
  currency: Currency;
}

/**
 * The caller's company's statements of every resolved round (a reviewing manager's: the reviewed
 * company's), model names and the world's currency.
 */
export function useAnalyses(language: string): Analyses | null {
  const { worldId = '' } = useParams();
  const world = useWorld();
  const statementsApi = useApi();
  const modelsApi = useApi();
  const resources = useWorldResources(useApi(), worldId);
  const [statements, setStatements] = useState<Statement[] | null>(null);
  const [models, setModels] = useState<RouteReply<typeof API.products.listModels> | null>(null);
  const manager = world?.details ? worldFlags(world.details).canManageWorld : false;
  const reviewing = manager ? (world?.reviewedCompany?.name ?? null) : null;
  // A manager's figures are the reviewed company's (the API client names it); without one there is nothing to read.
  const reads = !manager || reviewing !== null;
  useEffect(() => {
    if (!worldId || !reads) return;
    void statementsApi.call({ route: API.finance.statements, data: { worldId }, success: setStatements });
    void modelsApi.call({ route: API.products.listModels, data: { worldId }, success: setModels });
  }, [statementsApi, modelsApi, worldId, reads]);
  // One object per change of the figures, so charts redraw only when something they show changed.
  return useMemo(() => {
    if (!resources || (reads && (!statements || !models))) return null;
    const currency = baseCurrency(resources);
    const toMinor = (major: number) => Math.round(major * 10 ** currency.minorDigits);
    return {
      worldId,
      manager,
      reviewing,
      statements: statements ?? [],
      modelNames: Object.fromEntries((models ?? []).map((m) => [m.modelId, m.name])),
      currency,
      money: (minor: number) => formatMoney(minor, currency, language),
      chartMoney: {
        full: (major: number) => formatMoney(toMinor(major), currency, language),
        short: (major: number) => formatMoneyShort(toMinor(major), currency, language),
      },
    };
  }, [resources, statements, models, manager, reviewing, reads, worldId, language]);
}
