import { Verifier } from '@pact-foundation/pact';
import type { Caller, MessageDef } from '@simbiz/contracts';
import { join } from 'node:path';

/** What a provider state sets up: who calls, and the real values to put in place of the pact's examples. */
export interface PactState {
  caller: Partial<Caller>;
  replace?: Record<string, string>;
}

export interface MessagePactOptions {
  /** The pact file under pacts/, e.g. gateway-worlds.json. */
  pact: string;
  provider: string;
  /** Sends a message to the running service and returns its envelope (a Requester does). */
  requester: { send(def: MessageDef, payload: unknown, options?: { caller?: Partial<Caller> }): Promise<unknown> };
  states: Record<string, () => Promise<PactState>>;
  /** The message each interaction's description stands for. */
  messages: Record<string, MessageDef>;
}

const root = join(__dirname, '../../..');

/**
 * Verifies a consumer's request/reply pact against a running service over NATS: for each
 * interaction the provider state is set up, the consumer's request (with the state's real ids in
 * place of the examples) is sent with the state's caller, and the service's envelope is checked
 * against what the consumer relies on. Rejects on any mismatch.
 */
export async function verifyMessagePact(options: MessagePactOptions): Promise<void> {
  process.env['PACT_DO_NOT_TRACK'] = 'true';
  let state: PactState = { caller: {} };
  await new Verifier({
    provider: options.provider,
    pactUrls: [join(root, 'pacts', options.pact)],
    logLevel: 'warn',
    stateHandlers: Object.fromEntries(
      Object.entries(options.states).map(([name, setUp]) => [
        name,
        async () => {
          state = await setUp();
          return {};
        },
      ]),
    ),
    messageProviders: Object.fromEntries(
      Object.entries(options.messages).map(([description, def]) => [
        description,
        async (message: { content?: unknown }) => options.requester.send(def, substitute(message.content, state.replace ?? {}), { caller: state.caller }),
      ]),
    ),
  }).verifyProvider();
}

function substitute(value: unknown, replace: Record<string, string>): unknown {
  if (typeof value === 'string') return replace[value] ?? value;
  if (Array.isArray(value)) return value.map((v) => substitute(v, replace));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v, replace)]));
  return value;
}
