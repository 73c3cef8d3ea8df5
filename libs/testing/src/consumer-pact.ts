import type * as JestGlobals from '@jest/globals';
import { PactV4 } from '@pact-foundation/pact';
import { anyEnvelopeSchema, type MessageDef } from '@simbiz/contracts';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One request/reply a consumer relies on: who answers, in which state, what goes and comes back. */
export interface MessageInteraction {
  provider: string;
  state: string;
  description: string;
  def: MessageDef;
  request: unknown;
  /** The envelope, with pact matchers where any value of the type will do. */
  reply: unknown;
  code: number;
}

const root = join(__dirname, '../../..');

/** What a consumer does with a reply: an envelope, and for code 0 the data the message promises. */
function consumerReads(def: MessageDef, content: unknown): { code: number } {
  const raw = Buffer.isBuffer(content) ? JSON.parse(content.toString('utf8')) : content;
  const envelope = anyEnvelopeSchema.parse(raw);
  if (envelope.code === 0) def.reply.parse(envelope.data);
  return envelope;
}

/**
 * Jest suites that write a consumer's request/reply pacts over NATS, one per provider, and check
 * them against the copies kept in pacts/<consumer>-<provider>.json (PACT_UPDATE=1 rewrites those).
 * Each provider verifies its copy with verifyMessagePact.
 */
export function describeConsumerPacts(consumer: string, interactions: readonly MessageInteraction[]): void {
  // Jest's globals, taken when a suite is declared: this module is also loaded outside jest (benchmarks).
  const { afterAll, describe, expect, it } = globalThis as unknown as typeof JestGlobals;
  process.env['PACT_DO_NOT_TRACK'] = 'true';
  const providers = [...new Set(interactions.map((i) => i.provider))];
  describe.each(providers)(`the ${consumer}’s pact with %s`, (provider) => {
    const dir = mkdtempSync(join(tmpdir(), `pact-${consumer}-${provider}-`));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it.each(interactions.filter((i) => i.provider === provider).map((i) => [i.description, i] as const))('%s', async (_description, interaction) => {
      await new PactV4({ consumer, provider, dir, logLevel: 'warn' })
        .addSynchronousInteraction(interaction.description)
        .given(interaction.state)
        .withRequest((request) => request.withJSONContent(interaction.request))
        .withResponse((response) => response.withJSONContent(interaction.reply))
        .executeTest(async (message) => {
          expect(consumerReads(interaction.def, message.Response[0]?.content).code).toBe(interaction.code);
        });
    });

    it('matches the pact kept in pacts/ (PACT_UPDATE=1 rewrites it)', () => {
      const committed = join(root, `pacts/${consumer}-${provider}.json`);
      const generated = readFileSync(join(dir, `${consumer}-${provider}.json`), 'utf8');
      if (process.env['PACT_UPDATE'] === '1') writeFileSync(committed, generated);
      const interactionsOf = (text: string) => (JSON.parse(text) as { interactions: unknown }).interactions;
      expect(interactionsOf(generated)).toEqual(interactionsOf(readFileSync(committed, 'utf8')));
    });
  });
}
