import type { CompanyRound } from '../round/round-context';
import type { ModelState } from '../state/state.schema';

/**
 * How strongly last round's sales lift a listing in search: (1 + sold)^this. A best seller ranks
 * higher, but a new listing is not buried (with a square root, 5,000 sales outranked a newcomer 70
 * to 1; with 0.25, about 8 to 1).
 */
const SALES_RANK_EXPONENT = 0.25;
/** A new listing of a brand starts with this share of the brand's best seller's rank on the platform (its store's following). */
const BRAND_CARRY_OVER = 0.5;

/** A listing's key split into its platform and item (the model, or `pkg:` and the package). */
interface KeyParts {
  readonly platformId: string;
  readonly item: string;
}

const parts = new Map<string, KeyParts>();
/** The parts of a key of last round's sales (as `key.split('/')` gives them; no slash: no item). */
function keyParts(key: string): KeyParts {
  let split = parts.get(key);
  if (!split) {
    const [platformId = '', item = ''] = key.split('/');
    if (parts.size > 50_000) parts.clear();
    parts.set(key, (split = { platformId, item }));
  }
  return split;
}

/** Units a company's best-selling listing of each brand sold last round, by platform and then brand. */
export type BestSellers = Map<string, Map<string, number>>;

/** A company's best sellers last round (its `lastSales`), by platform and brand. */
export function bestSellersOf(c: CompanyRound): BestSellers {
  const best: BestSellers = new Map();
  for (const key in c.state.lastSales) {
    // Keys are `platform/model` (or `platform/pkg:id`, which is no model).
    const { platformId, item } = keyParts(key);
    const brandId = brandOf(c, item);
    if (!brandId) continue;
    let ofPlatform = best.get(platformId);
    if (!ofPlatform) best.set(platformId, (ofPlatform = new Map()));
    ofPlatform.set(brandId, Math.max(ofPlatform.get(brandId) ?? 0, c.state.lastSales[key] ?? 0));
  }
  return best;
}

/** The brand of a company's model (of the last model with the id). */
function brandOf(c: CompanyRound, modelId: string): string | undefined {
  const { models } = c.state;
  for (let i = models.length - 1; i >= 0; i--) if (models[i]?.id === modelId) return models[i]?.brandId;
  return undefined;
}

/**
 * The segment-independent part of a listing's organic rank (stage 6): last round's sales (or, if
 * more, a share of what its brand's best seller on the platform sold: `brandBest`), the rating of
 * its models and its showcase.
 */
export function organicStanding(models: readonly ModelState[], lastSold: number, brandBest: number, showcaseLift: number): number {
  const sold = Math.max(lastSold, BRAND_CARRY_OVER * brandBest);
  let ratings = 0;
  for (const m of models) ratings += m.rating;
  const rating = ratings / models.length;
  return (1 + sold) ** SALES_RANK_EXPONENT * (rating / 3) * (1 + showcaseLift);
}
