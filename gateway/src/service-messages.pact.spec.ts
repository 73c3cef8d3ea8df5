import { anyEnvelopeSchema, identityMessages, type MessageDef, teamsMessages, worldsMessages } from '@simbiz/contracts';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env['PACT_DO_NOT_TRACK'] = 'true';
const { boolean, eachLike, integer, like, string } = MatchersV3;

/**
 * The gateway's pacts with each service (request/reply over NATS): the envelope, the data it relies
 * on, and the refusal codes. Kept in pacts/gateway-<service>.json and verified by each service
 * (services/<service>/src/gateway.pact.int-spec.ts); when the gateway's needs change, run with
 * PACT_UPDATE=1. The caller travels in NATS headers; the provider states name who calls.
 */
const WORLD = '3f2a6c1e-8b7d-4e2f-9a10-5c4b3a2d1e0f';

/** What the gateway does with a reply: an envelope, and for code 0 the data its route promises. */
function gatewayReads(def: MessageDef, content: unknown): { code: number } {
  const raw = Buffer.isBuffer(content) ? JSON.parse(content.toString('utf8')) : content;
  const envelope = anyEnvelopeSchema.parse(raw);
  if (envelope.code === 0) def.reply.parse(envelope.data);
  return envelope;
}

type Interaction = { provider: string; state: string; description: string; def: MessageDef; request: unknown; reply: unknown; code: number };

const INTERACTIONS: Interaction[] = [
  { provider: 'identity', state: 'a signed-in account', description: 'resolve a live session', def: identityMessages.resolveSession, request: { sid: 'a-session-id' }, reply: { code: 0, data: { sid: string('a-session-id'), userId: string(WORLD), roles: eachLike(string('licensed'), 0) } }, code: 0 },
  { provider: 'identity', state: 'no sessions', description: 'resolve an unknown session', def: identityMessages.resolveSession, request: { sid: 'no-such-session' }, reply: { code: 0, data: null }, code: 0 },
  { provider: 'identity', state: 'no sessions', description: 'sign up with a malformed email', def: identityMessages.signUp, request: { email: 'not an email', displayName: 'X', password: 'a long password' }, reply: { code: 9001, data: { details: eachLike({ code: string('invalid_format'), path: eachLike(string('email')), message: string('Invalid email address') }) } }, code: 9001 },
  {
    provider: 'worlds', state: 'a world and its manager', description: 'the details of a world for its manager', def: worldsMessages.details, request: { worldId: WORLD },
    reply: { code: 0, data: { name: string('Spring class'), status: integer(1), currentRoundId: null, userInWorldType: 2, teamDetails: like({ companyId: null, companies: [] }), enabledDiscussions: boolean(true), canManageWorld: true, joinedTeam: false } }, code: 0,
  },
  { provider: 'worlds', state: 'a world and a stranger', description: 'the details of a world for a stranger', def: worldsMessages.details, request: { worldId: WORLD }, reply: { code: 130003, data: {} }, code: 130003 },
  { provider: 'worlds', state: 'a world and its manager', description: 'the current round before the start', def: worldsMessages.currentRound, request: { worldId: WORLD }, reply: { code: 0, data: { currentRoundId: null } }, code: 0 },
  { provider: 'teams', state: 'a world with a team', description: 'the teams of a world', def: teamsMessages.list, request: { worldId: WORLD }, reply: { code: 0, data: eachLike({ teamId: string(WORLD), name: string('Blue'), companyId: string(WORLD), companyName: string('Blue Bags'), companyStatus: integer(1), memberCount: integer(1), description: string('') }) }, code: 0 },
  { provider: 'teams', state: 'a world and a stranger', description: 'a stranger founding a team', def: teamsMessages.create, request: { worldId: WORLD, teamName: 'Strangers', companyName: 'Stranger Co' }, reply: { code: 130003, data: {} }, code: 130003 },
];

describe.each(['identity', 'worlds', 'teams'])('the gateway’s pact with %s', (provider) => {
  const dir = mkdtempSync(join(tmpdir(), `pact-${provider}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(INTERACTIONS.filter((i) => i.provider === provider).map((i) => [i.description, i] as const))('%s', async (_description, interaction) => {
    await new PactV4({ consumer: 'gateway', provider, dir, logLevel: 'warn' })
      .addSynchronousInteraction(interaction.description)
      .given(interaction.state)
      .withRequest((request) => request.withJSONContent(interaction.request))
      .withResponse((response) => response.withJSONContent(interaction.reply))
      .executeTest(async (message) => {
        expect(gatewayReads(interaction.def, message.Response[0]?.content).code).toBe(interaction.code);
      });
  });

  it('matches the pact kept in pacts/ (PACT_UPDATE=1 rewrites it)', () => {
    const committed = join(__dirname, `../../pacts/gateway-${provider}.json`);
    const generated = readFileSync(join(dir, `gateway-${provider}.json`), 'utf8');
    if (process.env['PACT_UPDATE'] === '1') writeFileSync(committed, generated);
    const interactions = (text: string) => (JSON.parse(text) as { interactions: unknown }).interactions;
    expect(interactions(generated)).toEqual(interactions(readFileSync(committed, 'utf8')));
  });
});
