import { defineMessage } from '@simbiz/contracts';
import { z } from 'zod';

/** Messages of the probe service the kit's integration tests boot (as `worlds`, under a run prefix). */
export const probe = {
  echo: defineMessage(
    'worlds',
    'probe',
    'echo',
    z.object({ text: z.string().min(1), times: z.number().int().min(1).max(5) }).strict(),
    z.object({ text: z.string(), callerId: z.string().nullable(), replica: z.string() }),
  ),
  refuse: defineMessage('worlds', 'probe', 'refuse', z.object({ count: z.number().int() }), z.object({})),
  crash: defineMessage('worlds', 'probe', 'crash', z.object({}), z.object({})),
  slow: defineMessage('worlds', 'probe', 'slow', z.object({ ms: z.number().int().min(0).max(60_000) }), z.object({ sleptMs: z.number() })),
  badReply: defineMessage('worlds', 'probe', 'badReply', z.object({}), z.object({ n: z.number() })),
  remember: defineMessage(
    'worlds',
    'probe',
    'remember',
    z.object({ note: z.string().min(1).max(200) }),
    z.object({ id: z.number().int(), notes: z.number().int() }),
  ),
};
