import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MetricsRegistry } from '../metrics/metrics-registry';

export interface HealthServerOptions {
  port: number;
  host: string;
  registry: MetricsRegistry;
  /** Whether the process can take work now (its broker connected, its database answering). */
  ready: () => Promise<boolean>;
}

export interface HealthServer {
  /** The port it listens on (the one chosen by the system when asked for 0). */
  readonly port: number;
  close(): Promise<void>;
}

/**
 * The probe and scrape port, apart from the traffic port so that probes never queue behind
 * requests: /healthz (the process is up), /readyz (ready for work, else 503), /metrics.
 */
export async function startHealthServer(options: HealthServerOptions): Promise<HealthServer> {
  const server = createServer((request, response) => {
    answer(request, response, options).catch(() => send(response, 500, 'text/plain', 'error\n'));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function answer(request: IncomingMessage, response: ServerResponse, options: HealthServerOptions): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, 'text/plain', 'method not allowed\n');
  switch (request.url?.split('?')[0]) {
    case '/healthz':
      return send(response, 200, 'text/plain', 'ok\n');
    case '/readyz':
      return (await options.ready()) ? send(response, 200, 'text/plain', 'ready\n') : send(response, 503, 'text/plain', 'not ready\n');
    case '/metrics':
      return send(response, 200, options.registry.contentType, await options.registry.metrics());
    default:
      return send(response, 404, 'text/plain', 'not found\n');
  }
}

function send(response: ServerResponse, status: number, contentType: string, body: string): void {
  response.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body);
}
