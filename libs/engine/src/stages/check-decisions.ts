import type { CompanyDecisions } from '../decisions/decisions.schema';
import { noDecisions } from '../decisions/decisions.schema';
import { type CompanyRound, type RoundContext, warn } from '../round/round-context';
import { createLoans } from './check-finance-decisions';
import { usedSpace } from './production';

/**
 * Stage 1: decisions are re-checked against the state. What can be created is created (brands,
 * personas, models, stores, storages); what is infeasible is dropped or clipped with a warning.
 * Quantities limited by capacity, stock or money are clipped in the stage that uses them.
 */
export function checkDecisions(ctx: RoundContext, company: CompanyRound): void {
  if (!company.active) {
    if (!isEmpty(company.decisions)) warn(company, 'company', 'companyBankrupt');
    company.decisions = noDecisions();
    return;
  }
  createBrandsAndPersonas(ctx, company);
  createModels(ctx, company);
  openStores(ctx, company);
  rentStorages(ctx, company);
  keepValidListings(ctx, company);
  createLoans(ctx, company);
}

function isEmpty(d: CompanyDecisions): boolean {
  return Object.values(d).every((v) => Array.isArray(v) && v.length === 0);
}

function createBrandsAndPersonas(ctx: RoundContext, c: CompanyRound): void {
  for (const b of c.decisions.brands) {
    if (c.state.brands.some((x) => x.id === b.id || x.name === b.name)) warn(c, 'brands', 'brandNameExists', { brandId: b.id });
    else c.state.brands.push({ id: b.id, name: b.name, createdRound: ctx.round });
  }
  for (const p of c.decisions.personas) {
    if (!p.segmentIds.every((id) => ctx.index.segments.has(id))) warn(c, 'personas', 'personaSegmentRequired', { personaId: p.id });
    else if (c.state.personas.some((x) => x.id === p.id || x.name.toLowerCase() === p.name.toLowerCase()))
      warn(c, 'personas', 'personaNameExists', { personaId: p.id });
    else c.state.personas.push({ id: p.id, name: p.name, segmentIds: [...p.segmentIds], createdRound: ctx.round });
  }
}

function createModels(ctx: RoundContext, c: CompanyRound): void {
  for (const m of c.decisions.models) {
    const refuse = (code: string, params: Record<string, string | number> = {}) => warn(c, 'models', code, { modelId: m.id, ...params });
    if (c.state.models.some((x) => x.id === m.id || x.name === m.name)) {
      refuse('modelNameExists');
      continue;
    }
    if (!c.state.brands.some((b) => b.id === m.brandId)) {
      refuse('brandNotFound');
      continue;
    }
    const attributeIds = m.attributes.map((a) => a.attributeId);
    if (new Set(attributeIds).size !== attributeIds.length || attributeIds.some((id) => !ctx.index.attributes.has(id))) {
      refuse('physicalAttributeCount', { min: 1, max: 4 });
      continue;
    }
    const clash = attributeIds.find((id) => ctx.index.attributes.get(id)?.incompatibleWith.some((other) => attributeIds.includes(other)));
    if (clash) {
      refuse('attributeCombinationUnsupported', { attributeId: clash });
      continue;
    }
    if (!ctx.screenplay.categories.some((cat) => attributeIds.every((id) => cat.attributeIds.includes(id)))) {
      refuse('attributeCombinationUnsupported');
      continue;
    }
    const propositions = [...new Set(m.valuePropositionIds)].filter((id) => ctx.index.propositions.has(id));
    if (propositions.length < 1 || propositions.length > 2) {
      refuse('valuePropositionCount', { min: 1, max: 2 });
      continue;
    }
    const attributes: Record<string, number> = {};
    for (const a of m.attributes) {
      const researched = c.state.techGrades[a.attributeId] ?? 1;
      if (a.grade > researched) refuse('gradeOutOfRange', { attributeId: a.attributeId, min: 1, max: researched });
      attributes[a.attributeId] = Math.min(a.grade, researched);
    }
    c.state.models.push({
      id: m.id,
      brandId: m.brandId,
      name: m.name,
      attributes,
      valuePropositionIds: propositions,
      personaIds: m.personaIds.filter((id) => c.state.personas.some((p) => p.id === id)),
      cumulativeProduced: 0,
      createdRound: ctx.round,
      rating: 3,
    });
  }
}

function openStores(ctx: RoundContext, c: CompanyRound): void {
  for (const s of c.decisions.stores) {
    const platform = ctx.index.platforms.get(s.platformId);
    if (!platform) {
      warn(c, 'stores', 'platformNotFound', { platformId: s.platformId });
      continue;
    }
    let store = c.state.stores.find((x) => x.platformId === s.platformId);
    if (!store) {
      store = { platformId: s.platformId, openedRound: ctx.round };
      c.state.stores.push(store);
      c.journal.post('storeFees', 'cash', ctx.index.toBase(platform.openingFee, platform.marketId, ctx.round), `open store on ${platform.id}`);
    }
    if (s.showcaseDesignId && s.showcaseDesignId !== store.showcaseDesignId) {
      const design = platform.showcaseDesigns.find((d) => d.id === s.showcaseDesignId);
      if (!design) {
        warn(c, 'stores', 'showcaseDesignRequired', { platformId: s.platformId });
        continue;
      }
      store.showcaseDesignId = design.id;
      c.journal.post('advertising', 'cash', ctx.index.toBase(design.cost, platform.marketId, ctx.round), `showcase ${design.id}`);
    }
  }
}

function rentStorages(ctx: RoundContext, c: CompanyRound): void {
  for (const s of c.decisions.storages) {
    if (!ctx.index.warehouses.has(s.warehouseId)) {
      warn(c, 'storages', 'storageWarehouseNotFound', { warehouseId: s.warehouseId });
      continue;
    }
    const existing = c.state.storages.find((x) => x.warehouseId === s.warehouseId && !x.isDefault);
    if (c.state.storages.some((x) => x.warehouseId === s.warehouseId && x.isDefault) && !existing && s.capacityM3 === 0) {
      warn(c, 'storages', 'defaultStorageLocked', { warehouseId: s.warehouseId });
      continue;
    }
    // Space cannot be given up while stock fills it: the rented space is kept down to what the stock takes.
    const others = c.state.storages.filter((x) => x.warehouseId === s.warehouseId && x !== existing).reduce((sum, x) => sum + x.capacityM3, 0);
    const needed = Math.max(0, Math.ceil(usedSpace(ctx, c, s.warehouseId) - others));
    const capacityM3 = Math.max(s.capacityM3, existing ? Math.min(existing.capacityM3, needed) : 0);
    if (capacityM3 > s.capacityM3) warn(c, 'storages', 'storageBelowStock', { warehouseId: s.warehouseId, volume: capacityM3 });
    if (existing) existing.capacityM3 = capacityM3;
    else if (capacityM3 > 0) c.state.storages.push({ warehouseId: s.warehouseId, capacityM3, isDefault: false });
  }
}

function keepValidListings(ctx: RoundContext, c: CompanyRound): void {
  const opened = new Set(c.state.stores.map((s) => s.platformId));
  const models = new Set(c.state.models.map((m) => m.id));
  const seen = new Map<string, CompanyDecisions['listings'][number]>();
  for (const l of c.decisions.listings) {
    if (!opened.has(l.platformId)) warn(c, 'listings', 'storeNotOpened', { platformId: l.platformId });
    else if (!models.has(l.modelId)) warn(c, 'listings', 'modelNotFound', { modelId: l.modelId });
    else seen.set(`${l.platformId}/${l.modelId}`, l);
  }
  c.decisions.listings = [...seen.values()].filter((l) => l.online);
  c.decisions.packages = c.decisions.packages.filter((p) => {
    const ok = opened.has(p.platformId) && p.modelIds.every((id) => models.has(id)) && new Set(p.modelIds).size === p.modelIds.length;
    if (!ok) warn(c, 'packages', 'packageProductsRequired', { packageId: p.id, count: 2 });
    return ok;
  });
}
