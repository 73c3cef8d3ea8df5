import { BOT_STYLES, type CompanyDecisions, type Screenplay, type WorldState, botDecisions, initialState, resolveRound } from '@simbiz/engine';

/** Models per company in the reference case. */
export const MODELS_PER_COMPANY = 8;
/** Companies the global screenplay's market is sized for: the reference case. */
export const REFERENCE_COMPANIES = 120;

/**
 * The screenplay with its shoppers scaled to the number of companies, so every company meets the
 * same demand whatever the class size and the cases differ only in how many companies there are.
 */
export function sizedFor(screenplay: Screenplay, companies: number): Screenplay {
  const factor = companies / REFERENCE_COMPANIES;
  return {
    ...screenplay,
    segments: screenplay.segments.map((s) => ({ ...s, size: Math.round(s.size * factor) })),
  };
}

/**
 * Each company serves 8 of the segments (rotating with its seat), one model each, in every style.
 * Premium bots forward stock to the faster warehouse (reallocation); every company also clears a
 * twentieth of each line it holds, so the clearance stage works in every measured round (bots
 * themselves clear only in a world's last round).
 */
export function benchDecisions(screenplay: Screenplay, state: WorldState): Record<string, CompanyDecisions> {
  const segments = screenplay.segments.map((s) => s.id);
  return Object.fromEntries(
    state.companies.map((c, i) => {
      const segmentIds = Array.from({ length: MODELS_PER_COMPANY }, (_, k) => segments[(i + k) % segments.length] ?? '');
      const d = botDecisions(screenplay, state, c.id, BOT_STYLES[i % BOT_STYLES.length] ?? 'balanced', { segmentIds, newVersions: false });
      for (const held of c.stock)
        if (held.units >= 20 && !d.reallocation.some((r) => r.modelId === held.modelId && r.fromWarehouseId === held.warehouseId))
          d.clearance.push({ modelId: held.modelId, warehouseId: held.warehouseId, quantity: Math.floor(held.units / 20) });
      return [c.id, d];
    }),
  );
}

/** A world of `companies` companies after `warmRounds` rounds, with the decisions of the next round. */
export function warmWorld(screenplay: Screenplay, companies: number, warmRounds: number) {
  let state = initialState(
    screenplay,
    Array.from({ length: companies }, (_, i) => ({ id: `c${i + 1}`, name: `Company ${i + 1}` })),
    'bench',
  );
  for (let r = 0; r < warmRounds; r++) state = resolveRound(screenplay, state, benchDecisions(screenplay, state), `bench#${r + 1}`).state;
  return { state, decisions: benchDecisions(screenplay, state) };
}
