import { z } from 'zod';

/** Headers the gateway sets on every NATS request; services read the caller only from these. */
export const CALLER_HEADERS = {
  userId: 'x-user-id',
  roles: 'x-roles',
  sid: 'x-sid',
  roundId: 'x-vrid',
  locale: 'x-locale',
  correlationId: 'x-correlation-id',
} as const;

export const ROLES = ['admin', 'licensed'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Who is calling: anonymous callers have no userId. */
export const callerSchema = z.object({
  userId: z.string().min(1).optional(),
  roles: z.array(roleSchema),
  sid: z.string().min(1).optional(),
  roundId: z.string().min(1).optional(),
  locale: z.string().optional(),
  correlationId: z.string().min(1),
});
export type Caller = z.infer<typeof callerSchema>;
