import { Requester } from '@simbiz/service-kit';
import { connect } from 'nats';
import { readGatewayConfig } from './config';
import { buildGateway } from './server';

/** Starts the gateway: NATS, then HTTP; drains both on SIGTERM or SIGINT. */
async function main(): Promise<void> {
  const config = readGatewayConfig();
  const nc = await connect({ servers: config.natsUrl, name: 'gateway' });
  const app = await buildGateway(new Requester(nc, config.subjectPrefix, config.requestTimeoutMs), config);
  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`gateway listening on http://${config.host}:${config.port}\n`);
  const stop = async () => {
    await app.close();
    await nc.drain();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop()).once('SIGINT', () => void stop());
}

void main();
