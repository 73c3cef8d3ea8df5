import { identityMessages, productsMessages, storesMessages, teamsMessages, WORLD_STATUS, worldsMessages } from '@simbiz/contracts';
import { as, type Person, type ServiceCaller, waitUntil } from '@simbiz/testing';

export const PASSWORD = 'a long password';
/** How many calls of one kind are in flight at once while setting up. */
const WIDTH = 16;

/** A world as set up: its manager and, by company index, each company's player. */
export interface WorldSetUp {
  worldId: string;
  players: { email: string; person: Person; companyId: string }[];
}

/** Runs `work` for 0 … n-1, `width` at a time, keeping the answers in order. */
export async function inBatches<T>(n: number, width: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < n; start += width) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(width, n - start) }, (_, k) => work(start + k)))));
  }
  return out;
}

const emailOf = (world: number, company: number) => `w${world + 1}c${company + 1}@scale.example`;

/**
 * The teacher (the database's first account: an admin and licensed) and `worlds` running worlds
 * of the starter screenplay, each with `companies` players on teams of their own and no computer-run
 * companies. Every company then decides its first round as a player would: a brand, a model, 1,000
 * units made in its central warehouse, a store on ShopMall with the model listed, so the engine has
 * something to make, ship and sell for each. All over NATS, `WIDTH` calls at a time. The license
 * installed beforehand must allow `worlds` simulations and `worlds × companies` participants.
 */
export async function worldsOfTeams(api: ServiceCaller, worlds: number, companies: number): Promise<{ teacher: Person; worlds: WorldSetUp[] }> {
  const signUp = async (email: string, displayName: string): Promise<Person> => {
    const account = await api.call(identityMessages.signUp, { email, displayName, password: PASSWORD });
    return { userId: account.userId, roles: account.roles };
  };
  const teacher = await signUp('teacher@scale.example', 'Teacher');
  const people = await inBatches(worlds * companies, WIDTH, (i) => signUp(emailOf(Math.floor(i / companies), i % companies), `Student ${i + 1}`));
  const startAt = new Date(Date.now() + 2_000).toISOString();
  const worldIds = await inBatches(worlds, 4, async (w) => {
    const name = `Scale ${w + 1}`;
    const input = { name, confirmName: name, screenplayId: 'starter', startAt, botCompanies: 0, teamLimit: companies, memberLimit: companies };
    const { worldId } = await api.call(worldsMessages.create, input, as(teacher));
    const emails = Array.from({ length: companies }, (_, c) => emailOf(w, c));
    await api.call(worldsMessages.addMembers, { worldId, emails }, as(teacher));
    return worldId;
  });
  const player = (i: number) => ({ w: Math.floor(i / companies), c: i % companies, person: people[i] });
  const companyIds = await inBatches(worlds * companies, WIDTH, async (i) => {
    const { w, c, person } = player(i);
    const input = { worldId: worldIds[w] ?? '', teamName: `Team ${c + 1}`, companyName: `Company ${c + 1}` };
    return (await api.call(teamsMessages.create, input, as(person))).companyId;
  });
  for (const worldId of worldIds) {
    await waitUntil(
      () => api.call(worldsMessages.roundPlan, { worldId }),
      (plan) => plan.status === WORLD_STATUS.running,
    );
  }
  await inBatches(worlds * companies, WIDTH, async (i) => {
    const { w, c, person } = player(i);
    await decideFirstRound(api, worldIds[w] ?? '', `W${w + 1} C${c + 1}`, person);
  });
  return {
    teacher,
    worlds: worldIds.map((worldId, w) => ({
      worldId,
      players: Array.from({ length: companies }, (_, c) => ({
        email: emailOf(w, c),
        person: people[w * companies + c] ?? { userId: '', roles: [] },
        companyId: companyIds[w * companies + c] ?? '',
      })),
    })),
  };
}

/** A company's first round: brand, model, production, store and listing (as the engine's own round tests play it). */
async function decideFirstRound(api: ServiceCaller, worldId: string, name: string, person: Person | undefined): Promise<void> {
  const caller = as(person);
  const { brandId } = await api.call(productsMessages.createBrand, { worldId, name: `Brand ${name}` }, caller);
  const attributes = [
    { attributeId: 'sleeve', grade: 1 },
    { attributeId: 'capacity', grade: 1 },
  ];
  const model = { worldId, brandId, name: 'Campus', attributes, valuePropositionIds: ['value'] };
  const { modelId } = await api.call(productsMessages.createModel, model, caller);
  await api.call(productsMessages.createProduction, { worldId, modelId, quantity: 1_000, warehouseId: 'central' }, caller);
  const { storeId } = await api.call(storesMessages.openStore, { worldId, platformId: 'shopmall' }, caller);
  await api.call(storesMessages.createProduct, { worldId, storeId, modelId, price: 6_500 }, caller);
}
