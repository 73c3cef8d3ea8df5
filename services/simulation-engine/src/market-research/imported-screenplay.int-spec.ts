import { adminScreenplaysMessages, engineMessages, identityMessages, worldsMessages } from '@simbiz/contracts';
import { SHIPPED_SCREENPLAYS } from '@simbiz/engine';
import { bootstrapService, Requester, type RunningService } from '@simbiz/service-kit';
import { as, type Person, serviceSuite } from '@simbiz/testing';
import { engineMigrations } from '../database/migrations';
import { EngineModule } from '../engine.module';

describe('the engine plays an imported screenplay (identity and worlds as processes)', () => {
  const suite = serviceSuite<Requester, RunningService>('engine-imported', {
    requester: (nc, prefix) => new Requester(nc, prefix, 5_000),
    peers: ['identity', 'worlds'],
    service: (config) => bootstrapService({ name: 'simulation-engine', module: EngineModule, migrations: engineMigrations }, config),
  });

  it("answers the market environment from the imported screenplay's document, not a shipped one", async () => {
    const api = suite.api;
    // The first account of an installation is its admin, and licensed.
    const account = await api.call(identityMessages.signUp, { email: 'ada@engine-imported.example', displayName: 'Ada', password: 'a long password' });
    const ada: Person = { userId: account.userId, roles: account.roles };
    const starter = structuredClone(SHIPPED_SCREENPLAYS.starter);
    const [home] = starter.markets;
    if (!home) throw new Error('the starter screenplay lost its market');
    const document = { ...starter, id: 'islands', markets: [{ ...home, incomeTaxRate: 0.23 }] };
    await api.call(adminScreenplaysMessages.import, { fileName: 'islands.json', content: JSON.stringify(document) }, as(ada));
    const startAt = new Date(Date.now() + 3_600_000).toISOString();
    const { worldId } = await api.call(worldsMessages.create, { name: 'Islands', confirmName: 'Islands', screenplayId: 'islands', startAt }, as(ada));
    const environment = await api.call(engineMessages.marketEnvironment, { worldId }, as(ada));
    expect(environment).toMatchObject({ rounds: 6, baseCurrency: 'USD', markets: [{ id: home.id, incomeTaxRate: 0.23 }] });
  });
});
