import { COMPANY_STATUS, ErrorCode, type Refusal, USER_IN_WORLD_TYPE, WORLD_STATUS, type worldsMessages } from '@simbiz/contracts';
import { sameSecret } from '@simbiz/service-kit';
import type { z } from 'zod';

type Context = z.output<typeof worldsMessages.context.reply>;
export type TeamRule = keyof Context['teamRules'];

/** Teams form and change while a world is in preparation or running (130027 otherwise). */
const OPEN: readonly number[] = [WORLD_STATUS.preparation, WORLD_STATUS.running];

/**
 * A participant's own team action: a signed-in caller (130005), a participant (managers are never
 * on a team: 510029), a world whose stage lets teams change (130027), and the world's team rule
 * for this action turned on (else the action's own refusal).
 */
export function participantRefusal(
  signedIn: boolean,
  context: Pick<Context, 'userInWorldType' | 'status' | 'teamRules'>,
  rule: TeamRule,
  refusal: number,
): Refusal | null {
  if (!signedIn) return { code: ErrorCode.worldNotAuthorized };
  if (context.userInWorldType === USER_IN_WORLD_TYPE.manager) return { code: ErrorCode.managerCannotJoinTeam };
  if (!OPEN.includes(context.status)) return { code: ErrorCode.worldNotPreparingOrRunning };
  if (!context.teamRules[rule]) return { code: refusal };
  return null;
}

/** Only the world's managers arrange its teams (130007 for anyone else in it). */
export function managerRefusal(userInWorldType: number | null): Refusal | null {
  return userInWorldType === USER_IN_WORLD_TYPE.manager ? null : { code: ErrorCode.worldManageNotAuthorized };
}

/** Whom a manager may put on a team: a participant of the world (110009), never a manager (510029). */
export function placementRefusal(userInWorldType: number | null): Refusal | null {
  if (userInWorldType === null) return { code: ErrorCode.userNotJoined };
  if (userInWorldType === USER_IN_WORLD_TYPE.manager) return { code: ErrorCode.managerCannotJoinTeam };
  return null;
}

/** A new team: the caller is on no team yet (510021) and the world has room for another (510031). */
export function newTeamRefusal(alreadyInTeam: boolean, teams: number, teamLimit: number): Refusal | null {
  if (alreadyInTeam) return { code: ErrorCode.alreadyInTeam };
  if (teams >= teamLimit) return { code: ErrorCode.teamLimitReached, params: { count: teamLimit } };
  return null;
}

/**
 * Someone joins a team: on no team yet (510021), with the team's passcode when they join it
 * themselves (510005; a manager placing them needs none), and room on the team (510007).
 */
export function membershipRefusal(join: {
  alreadyInTeam: boolean;
  passcode?: { expected: string; given: string };
  members: number;
  memberLimit: number;
}): Refusal | null {
  if (join.alreadyInTeam) return { code: ErrorCode.alreadyInTeam };
  if (join.passcode && !sameSecret(join.passcode.expected, join.passcode.given)) return { code: ErrorCode.teamPasscodeIncorrect };
  if (join.members >= join.memberLimit) return { code: ErrorCode.teamFull, params: { count: join.memberLimit } };
  return null;
}

/** A bankrupt company cannot act (section 4), nor be renamed (130051). */
export function renameRefusal(companyStatus: number | undefined, renamesCompany: boolean): Refusal | null {
  return renamesCompany && companyStatus === COMPANY_STATUS.bankrupt ? { code: ErrorCode.companyBankrupt } : null;
}

/** Team and company names are unique in a world, ignoring case, except for the team's own (510003, 510025). */
export function nameRefusal(teamNameHolder: string | undefined, companyNameHolder: string | undefined, ownTeam?: string): Refusal | null {
  if (teamNameHolder !== undefined && teamNameHolder !== ownTeam) return { code: ErrorCode.teamNameExists };
  if (companyNameHolder !== undefined && companyNameHolder !== ownTeam) return { code: ErrorCode.companyNameExists };
  return null;
}
