import { type Caller, DomainError, ErrorCode } from '@simbiz/contracts';

/**
 * Roles come from the gateway, which resolved the caller's session; an admin message needs the
 * admin role (110123 otherwise). Answers the admin's account id.
 */
export function requireAdmin(caller: Caller): string {
  if (!caller.userId || !caller.roles.includes('admin')) throw new DomainError(ErrorCode.participantNotAuthorized);
  return caller.userId;
}
