import { type Caller, DomainError, ErrorCode } from '@simbiz/contracts';
import type { ReadContext } from './decision-context';
import { ReadContexts } from './read-contexts';

const WORLD = 'w1';
const ann: Caller = { userId: 'ann', roles: [], correlationId: 'c1' };
const teacher: Caller = { userId: 'tess', roles: ['licensed'], correlationId: 'c2' };

/** A lookup that answers from `access` (who reads which company) and counts what it was asked. */
function lookups(access: Map<string, string>) {
  const asked: string[] = [];
  // While held, lookups wait at the gate until go().
  let gate: Promise<void> | undefined;
  let open = () => undefined as void;
  const lookup = async (caller: Caller, worldId: string, companyId: string | undefined): Promise<ReadContext> => {
    asked.push(`${caller.userId ?? ''}:${companyId ?? 'own'}`);
    if (gate) await gate;
    const own = access.get(caller.userId ?? '');
    if (!own || (companyId !== undefined && companyId !== own)) throw new DomainError(ErrorCode.worldNotAuthorized);
    return { worldId, companyId: own, currentRound: 2, status: 2 };
  };
  const hold = () => {
    gate = new Promise<void>((resolve) => (open = resolve));
  };
  const go = () => {
    gate = undefined;
    open();
  };
  return { asked, lookup, hold, go };
}

describe('the access of company reads, remembered per world', () => {
  it('asks once per caller and company until the world changes', async () => {
    const { asked, lookup } = lookups(new Map([['ann', 'c1']]));
    const contexts = new ReadContexts(lookup, 60_000);
    await contexts.reader(ann, WORLD);
    await contexts.reader({ ...ann, correlationId: 'other' }, WORLD);
    await contexts.reader(ann, WORLD, 'c1');
    expect(asked).toEqual(['ann:own', 'ann:c1']);
    contexts.invalidate(WORLD);
    await contexts.reader(ann, WORLD);
    expect(asked).toEqual(['ann:own', 'ann:c1', 'ann:own']);
  });

  it('keeps each caller, and each set of roles, apart', async () => {
    const { asked, lookup } = lookups(new Map([['ann', 'c1']]));
    const contexts = new ReadContexts(lookup, 60_000);
    await contexts.reader(ann, WORLD);
    await expect(contexts.reader(teacher, WORLD)).rejects.toMatchObject({ code: ErrorCode.worldNotAuthorized });
    await contexts.reader({ ...ann, roles: ['licensed'] }, WORLD);
    expect(asked).toEqual(['ann:own', 'tess:own', 'ann:own']);
  });

  it('never keeps a refusal: a caller refused is asked about again', async () => {
    const access = new Map<string, string>();
    const { asked, lookup } = lookups(access);
    const contexts = new ReadContexts(lookup, 60_000);
    await expect(contexts.reader(ann, WORLD)).rejects.toMatchObject({ code: ErrorCode.worldNotAuthorized });
    access.set('ann', 'c1');
    await expect(contexts.reader(ann, WORLD)).resolves.toMatchObject({ companyId: 'c1' });
    expect(asked).toEqual(['ann:own', 'ann:own']);
  });

  it('does not keep what was asked while the world changed, nor remember anything with no time to live', async () => {
    const access = new Map([['ann', 'c1']]);
    const { asked, lookup, hold, go } = lookups(access);
    const contexts = new ReadContexts(lookup, 60_000);
    hold();
    const underway = contexts.reader(ann, WORLD);
    // Ann leaves her team while her read is being looked up: what the lookup saw is not kept.
    contexts.invalidate(WORLD);
    go();
    await underway;
    access.delete('ann');
    await expect(contexts.reader(ann, WORLD)).rejects.toMatchObject({ code: ErrorCode.worldNotAuthorized });
    expect(asked).toEqual(['ann:own', 'ann:own']);

    const fresh = lookups(new Map([['ann', 'c1']]));
    const never = new ReadContexts(fresh.lookup, 0);
    await never.reader(ann, WORLD);
    await never.reader(ann, WORLD);
    expect(fresh.asked).toEqual(['ann:own', 'ann:own']);
  });

  it('shares one lookup among reads of one caller that miss at once', async () => {
    const { asked, lookup, hold, go } = lookups(new Map([['ann', 'c1']]));
    const contexts = new ReadContexts(lookup, 60_000);
    hold();
    const reads = [contexts.reader(ann, WORLD), contexts.reader(ann, WORLD), contexts.reader(ann, WORLD)];
    go();
    await Promise.all(reads);
    expect(asked).toEqual(['ann:own']);
  });
});
