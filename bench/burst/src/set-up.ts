import { identityMessages, productsMessages, storesMessages, teamsMessages, WORLD_STATUS, worldsMessages } from '@simbiz/contracts';
import { as, type Person, type ServiceCaller, waitUntil } from '@simbiz/testing';

export const PASSWORD = 'a long password';
export const PLATFORM = 'shopmall';
/** The listing's price before the burst (minor units). */
export const OPENING_PRICE = 6_000;

/** One team of the world, ready to decide: its player, company, brand, model, store and listing. */
export interface TeamSetUp {
  index: number;
  email: string;
  person: Person;
  companyId: string;
  brandId: string;
  modelId: string;
  storeId: string;
  productId: string;
  /** The listing's version as made (every update states the version it was made from). */
  productVersion: number;
}

/** Runs `work` for 0 … n-1, `width` at a time, keeping the answers in order. */
export async function inBatches<T>(n: number, width: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < n; start += width) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(width, n - start) }, (_, k) => work(start + k)))));
  }
  return out;
}

/**
 * A running world of the starter screenplay, its teacher the manager, `teams` players each on a
 * team of their own (the team limit raised to fit them), and each team with a brand, a model, a
 * store on ShopMall and the model listed there, all made over NATS as the players. The first
 * account of the database is an admin and licensed; the license installed beforehand must allow
 * `teams` participants per instructor.
 */
export async function worldOfTeams(api: ServiceCaller, teams: number): Promise<{ worldId: string; teacher: Person; teams: TeamSetUp[] }> {
  const signUp = async (email: string, displayName: string): Promise<Person> => {
    const account = await api.call(identityMessages.signUp, { email, displayName, password: PASSWORD });
    return { userId: account.userId, roles: account.roles };
  };
  const teacher = await signUp('teacher@bench.example', 'Teacher');
  const emails = Array.from({ length: teams }, (_, i) => `player${i + 1}@bench.example`);
  const people = await inBatches(teams, 8, (i) => signUp(emails[i] ?? '', `Player ${i + 1}`));
  const { worldId } = await api.call(
    worldsMessages.create,
    { name: 'Burst', confirmName: 'Burst', screenplayId: 'starter', startAt: new Date(Date.now() + 1_500).toISOString() },
    as(teacher),
  );
  await api.call(worldsMessages.updateSettings, { worldId, teamLimit: teams }, as(teacher));
  await api.call(worldsMessages.addMembers, { worldId, emails }, as(teacher));
  const companies = await inBatches(teams, 8, async (i) => {
    const team = await api.call(teamsMessages.create, { worldId, teamName: `Team ${i + 1}`, companyName: `Company ${i + 1}` }, as(people[i]));
    return team.companyId;
  });
  await waitUntil(
    () => api.call(worldsMessages.details, { worldId }, as(teacher)),
    (d) => d.status === WORLD_STATUS.running,
  );
  const ready = await inBatches(teams, 8, async (i): Promise<TeamSetUp> => {
    const caller = as(people[i]);
    const { brandId } = await api.call(productsMessages.createBrand, { worldId, name: `Brand ${i + 1}` }, caller);
    const { modelId } = await api.call(
      productsMessages.createModel,
      { worldId, brandId, name: 'Campus', attributes: [{ attributeId: 'sleeve', grade: 1 }], valuePropositionIds: ['value'] },
      caller,
    );
    const { storeId } = await api.call(storesMessages.openStore, { worldId, platformId: PLATFORM }, caller);
    const listing = await api.call(storesMessages.createProduct, { worldId, storeId, modelId, price: OPENING_PRICE }, caller);
    const person = people[i] ?? { userId: '', roles: [] };
    const { productId, version: productVersion } = listing;
    return { index: i, email: emails[i] ?? '', person, companyId: companies[i] ?? '', brandId, modelId, storeId, productId, productVersion };
  });
  return { worldId, teacher, teams: ready };
}
