import { API_ROUTES } from '@simbiz/contracts';
import { Requester, startTracing } from '@simbiz/service-kit';
import { connect } from 'nats';
import { readGatewayConfig } from './config';
import { startGatewayHealth } from './metrics/gateway-health';
import { buildGateway } from './server';

/** Starts the gateway: NATS, the health port, then HTTP; drains both on SIGTERM or SIGINT. */
async function main(): Promise<void> {
  const config = readGatewayConfig();
  const stopTracing = startTracing('gateway');
  const nc = await connect({ servers: config.natsUrl, name: 'gateway' });
  const health = await startGatewayHealth(config, nc);
  const app = await buildGateway(new Requester(nc, config.subjectPrefix, config.requestTimeoutMs), config, API_ROUTES, health?.metrics);
  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`gateway listening on http://${config.host}:${config.port}\n`);
  if (health) process.stdout.write(`gateway health and metrics on port ${health.server.port}\n`);
  const stop = async () => {
    await app.close();
    await nc.drain();
    await health?.server.close();
    await stopTracing();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop()).once('SIGINT', () => void stop());
}

void main();
