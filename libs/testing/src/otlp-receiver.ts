import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as OTLP/HTTP JSON carries it, with the name of the process that sent it. */
export interface ReceivedSpan {
  service: string;
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  attributes: Record<string, unknown>;
}

interface OtlpBody {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: { spans?: (Omit<ReceivedSpan, 'service' | 'attributes'> & { attributes?: OtlpAttribute[] })[] }[];
  }[];
}
type OtlpAttribute = { key: string; value: Record<string, unknown> };

const valueOf = (value: Record<string, unknown>) => Object.values(value)[0];

/**
 * An OTLP/HTTP traces endpoint on a free local port that keeps what it is sent (JSON, as the
 * exporter sends by default): a real receiver for tests of what the processes export.
 */
export async function startOtlpReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; close(): Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpBody;
      for (const resource of body.resourceSpans ?? []) {
        const service = String(valueOf(resource.resource?.attributes?.find((a) => a.key === 'service.name')?.value ?? {}) ?? '');
        for (const scope of resource.scopeSpans ?? [])
          for (const span of scope.spans ?? [])
            spans.push({ ...span, service, attributes: Object.fromEntries((span.attributes ?? []).map((a) => [a.key, valueOf(a.value)])) });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1/traces`, spans, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
