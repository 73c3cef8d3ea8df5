import { type Caller, DomainError, ErrorCode } from '@simbiz/contracts';

/** The admin console's calls are the admins' alone (110123 for anyone else); answers the admin's id. */
export function requireAdmin(caller: Caller): string {
  if (!caller.userId || !caller.roles.includes('admin')) throw new DomainError(ErrorCode.participantNotAuthorized);
  return caller.userId;
}
