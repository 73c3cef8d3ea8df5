import { USER_IN_WORLD_TYPE, type UserInWorldType, WORLD_STATUS } from '@simbiz/contracts';
import { createStore, type LoadedWorld } from '@simbiz/web-kit';
import { managedWorld } from './managed-world';
import { reviewStorageKey, unreviewedWorld } from './reviewed-company';

const WORLD = '78875a73-a527-4bb9-bbfe-7793abed2c12';
const OTHER_WORLD = '0b0f3f52-7f1c-4d7e-a1a4-2f1f0f6c9d11';
const ACME = { companyId: 'c1', name: 'Acme' };

/** A tab's sessionStorage. */
function session(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

/** Loads the world as the world frame does, into `store`: a manager's through `managedWorld`. */
function load(store: ReturnType<typeof createStore<LoadedWorld | null>>, worldId: string, userInWorldType: UserInWorldType, tab: ReturnType<typeof session>) {
  const details = { status: WORLD_STATUS.running, currentRoundId: '1', userInWorldType, teamDetails: null, enabledDiscussions: false };
  const loaded = unreviewedWorld(worldId, details, async () => undefined, tab);
  const world = userInWorldType === USER_IN_WORLD_TYPE.manager ? managedWorld(store, loaded, reviewStorageKey(worldId), tab) : loaded;
  store.set(world);
  return world;
}

describe('the company a manager reviews (issue 18)', () => {
  it('is chosen into the loaded world and remembered for that world across loads of its details', () => {
    const tab = session();
    const store = createStore<LoadedWorld | null>(null);
    expect(load(store, WORLD, USER_IN_WORLD_TYPE.manager, tab).reviewedCompany).toBeNull();
    store.get()?.reviewCompany(ACME);
    expect(store.get()?.reviewedCompany).toEqual(ACME);
    // The background refresh loads the details again: the choice stays.
    expect(load(store, WORLD, USER_IN_WORLD_TYPE.manager, tab).reviewedCompany).toEqual(ACME);
    // Another world of the same manager has its own (none yet).
    expect(load(store, OTHER_WORLD, USER_IN_WORLD_TYPE.manager, tab).reviewedCompany).toBeNull();
    expect(load(store, WORLD, USER_IN_WORLD_TYPE.manager, tab).reviewedCompany).toEqual(ACME);
  });

  it('is forgotten when the manager chooses none', () => {
    const tab = session();
    const store = createStore<LoadedWorld | null>(null);
    load(store, WORLD, USER_IN_WORLD_TYPE.manager, tab).reviewCompany(ACME);
    store.get()?.reviewCompany(null);
    expect(store.get()?.reviewedCompany).toBeNull();
    expect(load(store, WORLD, USER_IN_WORLD_TYPE.manager, tab).reviewedCompany).toBeNull();
  });

  it('is never a participant’s: a choice left in the tab is forgotten, and choosing does nothing', () => {
    const tab = session();
    const store = createStore<LoadedWorld | null>(null);
    load(store, WORLD, USER_IN_WORLD_TYPE.manager, tab).reviewCompany(ACME);
    const participant = load(store, WORLD, USER_IN_WORLD_TYPE.participant, tab);
    expect(participant.reviewedCompany).toBeNull();
    participant.reviewCompany(ACME);
    expect(store.get()?.reviewedCompany).toBeNull();
    expect(load(store, WORLD, USER_IN_WORLD_TYPE.manager, tab).reviewedCompany).toBeNull();
  });

  it('reads nothing from a stored value it did not write', () => {
    const tab = session();
    tab.setItem(reviewStorageKey(WORLD), '{not json');
    expect(load(createStore<LoadedWorld | null>(null), WORLD, USER_IN_WORLD_TYPE.manager, tab).reviewedCompany).toBeNull();
  });
});
