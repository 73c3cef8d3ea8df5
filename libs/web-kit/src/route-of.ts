import { API_ROUTES, type MessageDef, type RouteDef } from '@simbiz/contracts';
import type { z } from 'zod';

/** The gateway route that forwards a message, typed by the message's schemas. */
export function routeOf<Req extends z.ZodType, Rep extends z.ZodType>(message: MessageDef<Req, Rep>): RouteDef<Req, Rep> {
  const found = API_ROUTES.find((route) => route.message === (message as unknown));
  if (!found) throw new Error(`no HTTP route forwards ${message.subject}`);
  return found as unknown as RouteDef<Req, Rep>;
}
