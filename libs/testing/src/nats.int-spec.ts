import { connect } from 'nats';
import { freePort } from './free-port';
import { canConnectNats, findOrStartNats, startNatsServer } from './nats';
import { runEnv } from './run-env';

describe('finding NATS for a test run', () => {
  it('uses NATS_URL when set, and says so when it does not answer', async () => {
    const { natsUrl } = runEnv();
    expect(await findOrStartNats({ NATS_URL: natsUrl })).toMatchObject({ url: natsUrl, source: 'env' });
    const dead = `nats://127.0.0.1:${await freePort()}`;
    await expect(findOrStartNats({ NATS_URL: dead })).rejects.toThrow(/does not answer/);
  });

  it('starts nats-server with JetStream on a free port and stops it', async () => {
    const server = await startNatsServer();
    try {
      expect(server.source).toBe('spawned');
      const nc = await connect({ servers: server.url });
      const jsm = await nc.jetstreamManager();
      await jsm.streams.add({ name: 'probe', subjects: ['probe.>'] });
      expect((await jsm.streams.info('probe')).config.name).toBe('probe');
      await nc.close();
    } finally {
      await server.stop();
    }
    expect(await canConnectNats(server.url, 500)).toBe(false);
  });

  it('runs on JetStream here, as the services need it', async () => {
    expect(await canConnectNats(runEnv().natsUrl)).toBe(true);
  });
});
