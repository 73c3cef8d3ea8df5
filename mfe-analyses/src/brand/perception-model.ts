import type { Cell, DerivedTable, Derive } from '../common/page-content';
import { roundOf } from '../common/page-content';

const twoDecimals = (x: number) => Math.round(x * 100) / 100;

/**
 * How each model fitted what shoppers wanted in the chosen round (brand/perception/model): a row
 * per model and segment it sold in with its attribute fit, its utility and its customer rating,
 * and notes on what fit and utility mean.
 *
 * Attribute fit (the engine's stages/fit.ts): for each attribute a segment cares about, every
 * grade below the segment's ideal costs the attribute's weight, every grade above it (up to two)
 * earns back only a little; 0 is a model exactly as the segment wants it. Utility (stages/choice.ts)
 * adds fit, brand perception, awareness and rating and takes off price; shoppers choose between
 * listings, and not buying at all, by it.
 */
export const modelPerception: Derive = (input) => {
  const { data, names, t } = input;
  const round = roundOf(input);
  const rows = round?.result.modelPerception ?? [];
  const brandOf = new Map(data.models.map((m) => [m.id, m.brandId]));
  const ordered = [...rows].sort(
    (a, b) =>
      names.model(a.modelId).localeCompare(names.model(b.modelId)) ||
      b.utility - a.utility ||
      names.segment(a.segmentId).localeCompare(names.segment(b.segmentId)),
  );
  const table: DerivedTable = {
    id: 'perception-model',
    title: t('brand.models.title', { round: input.round }),
    columns: [
      { label: t('brand.model'), kind: 'text' },
      { label: t('brand.brand'), kind: 'text' },
      { label: t('brand.segment'), kind: 'text' },
      { label: t('brand.models.attributeFit'), kind: 'decimal' },
      { label: t('brand.models.utility'), kind: 'decimal' },
      { label: t('brand.models.rating'), kind: 'rating' },
    ],
    rows: ordered.map((p): Cell[] => {
      const brandId = brandOf.get(p.modelId);
      return [
        names.model(p.modelId),
        brandId === undefined ? null : names.brand(brandId),
        names.segment(p.segmentId),
        twoDecimals(p.attributeFit),
        twoDecimals(p.utility),
        round?.ratings[p.modelId] ?? null,
      ];
    }),
  };
  const notes: string[] = [];
  if (rows.length > 0) notes.push(t('brand.models.fitMeaning'), t('brand.models.utilityMeaning'));
  const worst = rows.reduce<(typeof rows)[number] | null>((w, p) => (p.attributeFit < (w?.attributeFit ?? 0) ? p : w), null);
  if (worst)
    notes.push(
      t('brand.models.furthest', { model: names.model(worst.modelId), segment: names.segment(worst.segmentId), fit: twoDecimals(worst.attributeFit) }),
    );
  return { tables: [table], notes };
};
