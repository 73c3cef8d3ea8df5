import { Events, type NatsConnection } from 'nats';

/**
 * Follows a connection's status: down from a disconnect until the reconnect, and for good once it
 * drains or closes. Returns the test to ask.
 */
export function watchConnection(nc: NatsConnection): () => boolean {
  let up = true;
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === Events.Disconnect) up = false;
      else if (status.type === Events.Reconnect) up = true;
    }
  })().catch(() => undefined);
  return () => up && !nc.isClosed() && !nc.isDraining();
}
