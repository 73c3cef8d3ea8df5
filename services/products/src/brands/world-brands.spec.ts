import { type Caller, DomainError, ErrorCode, type MessageDef, teamsMessages, USER_IN_WORLD_TYPE, WORLD_STATUS, worldsMessages } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import { byCompany, firstUnresolvedRound, worldReader } from './world-brands';

const WORLD = '3f2a6c1e-8b7d-4e2f-9a10-5c4b3a2d1e0f';
const caller: Caller = { userId: 'u1', roles: [], correlationId: 'c' };

/** Worlds and teams as the reader asks them: the world's answer (or refusal) and the caller's company. */
function services(world: { userInWorldType: number; status?: number; currentRound?: number | null } | DomainError, companyId: string | null) {
  const asked: string[] = [];
  const requester = {
    async call(def: MessageDef) {
      asked.push(def.subject);
      if (def === worldsMessages.context) {
        if (world instanceof DomainError) throw world;
        return { status: WORLD_STATUS.running, currentRound: 3, ...world };
      }
      if (def === teamsMessages.membership) return { companyId, companies: [] };
      throw new Error(`unexpected ${def.subject}`);
    },
  };
  return { requester: requester as unknown as Requester, asked };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 0,
    (error: DomainError) => error.code,
  );

describe('firstUnresolvedRound', () => {
  it('is round 1 before the start: nothing is resolved', () => {
    expect(firstUnresolvedRound(WORLD_STATUS.preparation, null)).toBe(1);
  });

  it('is the round being played, closed or resolved while the world runs', () => {
    for (const status of [WORLD_STATUS.running, WORLD_STATUS.paused, WORLD_STATUS.awaitingEvaluation, WORLD_STATUS.evaluating, WORLD_STATUS.evaluationFailed]) {
      expect(firstUnresolvedRound(status, 4)).toBe(4);
    }
  });

  it('is the one after the last once the world is completed: every round is resolved', () => {
    expect(firstUnresolvedRound(WORLD_STATUS.completed, 6)).toBe(7);
  });
});

describe('byCompany', () => {
  it('groups the brands by company, keeping their order', () => {
    const brand = (companyId: string, brandId: string) => ({ companyId, brandId, name: brandId.toUpperCase(), createdRound: 1, modelCount: 2 });
    expect(byCompany([brand('c1', 'a'), brand('c1', 'b'), brand('c2', 'c')])).toEqual([
      {
        companyId: 'c1',
        brands: [
          { brandId: 'a', name: 'A', createdRound: 1, modelCount: 2 },
          { brandId: 'b', name: 'B', createdRound: 1, modelCount: 2 },
        ],
      },
      { companyId: 'c2', brands: [{ brandId: 'c', name: 'C', createdRound: 1, modelCount: 2 }] },
    ]);
    expect(byCompany([])).toEqual([]);
  });
});

describe('worldReader (who may read the companies list)', () => {
  it('lets a team member read, up to the round being played', async () => {
    const { requester } = services({ userInWorldType: USER_IN_WORLD_TYPE.participant }, 'c1');
    expect(await worldReader(requester, caller, WORLD)).toBe(3);
  });

  it('refuses a participant on no team (130009)', async () => {
    const { requester } = services({ userInWorldType: USER_IN_WORLD_TYPE.participant }, null);
    expect(await codeOf(worldReader(requester, caller, WORLD))).toBe(ErrorCode.notInTeam);
  });

  it('lets a manager read without a team, and does not ask teams', async () => {
    const { requester, asked } = services({ userInWorldType: USER_IN_WORLD_TYPE.manager, status: WORLD_STATUS.completed, currentRound: 6 }, null);
    expect(await worldReader(requester, caller, WORLD)).toBe(7);
    expect(asked).toEqual([worldsMessages.context.subject]);
  });

  it('passes on the world’s refusal for someone not in it (130003)', async () => {
    const { requester } = services(new DomainError(ErrorCode.notParticipant), 'c1');
    expect(await codeOf(worldReader(requester, caller, WORLD))).toBe(ErrorCode.notParticipant);
  });
});
