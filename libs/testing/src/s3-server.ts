import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface S3ServerHandle {
  /** e.g. http://127.0.0.1:41234, path-style. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The FILE_STORAGE=s3 variables that point a service (or fileStorageFromEnv) at this server. */
  env: Record<string, string>;
  /** Bytes read off the server's sockets so far (requests with their bodies): how far an upload got. */
  bytesReceived(): number;
  stop(): Promise<void>;
}

/** The few parts of s3rver (a Koa application, untyped) used here. */
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, unknown>;
  status: number;
  type: string;
  body: unknown;
}
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;
interface S3rver {
  middleware: Middleware[];
  httpServer: Server;
  store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rver;

/**
 * An S3-compatible server in this process (s3rver, files in a temp directory) with one bucket, and
 * the account s3rver knows (S3RVER / S3RVER; it checks the key id, not the signature). Clients need
 * forcePathStyle and requestChecksumCalculation WHEN_REQUIRED, as FileStorage sets them.
 */
export async function startS3Server(bucket = 'bucket'): Promise<S3ServerHandle> {
  // Loaded on first use, so that suites importing @simbiz/testing for other helpers skip koa & co.
  const S3rver = createRequire(__filename)('s3rver') as S3rverClass;
  const directory = await mkdtemp(join(tmpdir(), 'simbiz-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  server.middleware.unshift(multipartUploadListing(server));
  const { port } = await server.run();

  let closedBytes = 0;
  const sockets = new Set<Socket>();
  server.httpServer.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      closedBytes += socket.bytesRead;
    });
  });

  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    endpoint,
    bucket,
    region: 'us-east-1',
    ...credentials,
    env: {
      FILE_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    bytesReceived: () => [...sockets].reduce((sum, socket) => sum + socket.bytesRead, closedBytes),
    stop: async () => {
      // Clients keep connections alive; close() alone would wait for them to idle out.
      server.httpServer.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * s3rver 3.7 answers AbortMultipartUpload with 405 and ListMultipartUploads with 501, so an
 * aborted upload would leave its parts behind and a test could not see that. These two, done
 * on s3rver's own upload directory, come before its router.
 */
function multipartUploadListing(server: S3rver): Middleware {
  return async (ctx, next) => {
    const [bucket, ...key] = ctx.path.split('/').filter(Boolean);
    if (!bucket) return next();
    const uploads = server.store.getResourcePath(decodeURIComponent(bucket), undefined, 'uploads');
    const uploadId = ctx.query['uploadId'];
    if (ctx.method === 'DELETE' && key.length > 0 && typeof uploadId === 'string') {
      if (!/^[0-9a-f]+$/.test(uploadId)) return next();
      const known = await readdir(uploads).catch(() => [] as string[]);
      if (!known.includes(uploadId)) return s3Error(ctx, 404, 'NoSuchUpload', 'The specified upload does not exist.');
      await rm(join(uploads, uploadId), { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    if (ctx.method === 'GET' && key.length === 0 && 'uploads' in ctx.query) {
      const ids = await readdir(uploads).catch(() => [] as string[]);
      const entries = await Promise.all(
        ids.map(async (id) => `<Upload><Key>${escapeXml(await readFile(join(uploads, id, 'key'), 'utf8'))}</Key><UploadId>${id}</UploadId></Upload>`),
      );
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult><Bucket>${escapeXml(bucket)}</Bucket>${entries.join('')}</ListMultipartUploadsResult>`;
      return;
    }
    return next();
  };
}

function s3Error(ctx: KoaContext, status: number, code: string, message: string): void {
  ctx.status = status;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
