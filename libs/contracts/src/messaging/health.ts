import { z } from 'zod';
import { defineMessage } from './message';
import type { ServiceName } from './services';

export const healthReplySchema = z.object({
  service: z.string(),
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down', 'none']),
  uptimeSeconds: z.number().nonnegative(),
});
export type HealthReply = z.infer<typeof healthReplySchema>;

/** Every service answers `<service>.health.check`. */
export function healthMessage(service: ServiceName) {
  return defineMessage(service, 'health', 'check', z.object({}).strict(), healthReplySchema);
}
