import { type Caller, DomainError, ErrorCode } from '@simbiz/contracts';

/**
 * Every admin message answers the admin role only (110123 for anyone else), whatever the gateway
 * checked before: a service never trusts that nobody else can reach its subjects.
 */
export function requireAdmin(caller: Caller): string {
  if (!caller.userId || !caller.roles.includes('admin')) throw new DomainError(ErrorCode.participantNotAuthorized);
  return caller.userId;
}
