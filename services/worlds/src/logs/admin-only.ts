import { type Caller, DomainError, ErrorCode } from '@simbiz/contracts';

/** The audit log and its exports are the installation's: admins only (110123 for anyone else). */
export function requireAdmin(caller: Caller): void {
  if (!caller.userId || !caller.roles.includes('admin')) throw new DomainError(ErrorCode.participantNotAuthorized);
}
