import {
  API_BASE_PATH,
  type Caller,
  DomainError,
  ErrorCode,
  referencesMessages,
  STREAM_ROUTES,
  uploadReferenceQuerySchema,
  validationFailure,
} from '@simbiz/contracts';
import { type FileStorage, FileTooLargeError, isContentType } from '@simbiz/file-storage';
import type { Requester } from '@simbiz/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { SessionResolver } from '../session/sessions';
import { downloadHeaders } from './download-headers';
import { refuseFailure, sendEnvelope, streamCaller } from './stream-preflight';

export interface ReferenceFileDeps {
  requester: Requester;
  sessions: SessionResolver;
  files: FileStorage;
  requestTimeoutMs: number;
}

/** A route path of the contracts (`{name}`) as Fastify writes it (`:name`). */
export const fastifyPath = (path: string) => `${API_BASE_PATH}${path.replace(/\{([a-zA-Z]+)\}/g, ':$1')}`;

/**
 * Reference files move between the browser and the file store through the gateway, never whole in
 * memory and never over NATS: worlds decides first (a manager, an allowed type and size; a member
 * for a download) and records the file once it is stored. An upload's body is the file itself.
 */
export async function registerReferenceFiles(app: FastifyInstance, deps: ReferenceFileDeps): Promise<void> {
  await app.register(async (scope) => {
    // The body stays a stream for the handler, whatever its type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.post(fastifyPath(STREAM_ROUTES.uploadReference.path), (request, reply) => upload(request, reply, deps));
  });
  app.get(fastifyPath(STREAM_ROUTES.downloadReference.path), (request, reply) => download(request, reply, deps));
}

async function upload(request: FastifyRequest, reply: FastifyReply, deps: ReferenceFileDeps): Promise<FastifyReply> {
  // A refusal before the body is read ends the connection, so the rest of a large file is not sent for nothing.
  const early = (answer: () => FastifyReply) => answer().header('connection', 'close');
  const caller = await streamCaller(request, reply, deps.sessions);
  if (!caller) return reply.header('connection', 'close');
  const worldId = (request.params as { worldId: string }).worldId;
  const query = uploadReferenceQuerySchema.safeParse(request.query);
  const size = Number(request.headers['content-length']);
  if (!query.success) return early(() => sendEnvelope(reply, validationFailure(query.error).toEnvelope()));
  if (!Number.isSafeInteger(size) || size < 1) {
    return early(() =>
      sendEnvelope(reply, validationFailure([{ code: 'custom', path: ['content-length'], message: 'the file, with its Content-Length' }]).toEnvelope()),
    );
  }
  // Only kept for the record: a download is typed by the file's extension, whatever the browser said.
  const declared = String(request.headers['content-type'] ?? '');
  const contentType = isContentType(declared) && declared.length <= 200 ? declared : 'application/octet-stream';
  const file = { worldId, fileName: query.data.name, contentType, size };
  const options = { caller, timeoutMs: deps.requestTimeoutMs };
  let key: string;
  try {
    const granted = await deps.requester.call(referencesMessages.beginUpload, file, options);
    key = granted.key;
    await deps.files.put(key, request.body as Readable, { contentType, maxBytes: granted.maxBytes });
  } catch (error) {
    if (error instanceof FileTooLargeError) {
      return early(() => sendEnvelope(reply, new DomainError(ErrorCode.fileTooLarge, { size: error.maxBytes / (1024 * 1024) }).toEnvelope()));
    }
    return early(() => refuseFailure(reply, error, caller));
  }
  try {
    const reference = await deps.requester.call(
      referencesMessages.attachFile,
      { ...file, key, title: query.data.title, description: query.data.description },
      options,
    );
    return sendEnvelope(reply, { code: 0, data: reference });
  } catch (error) {
    await deps.files.remove(key).catch(() => undefined);
    return refuseFailure(reply, error, caller);
  }
}

async function download(request: FastifyRequest, reply: FastifyReply, deps: ReferenceFileDeps): Promise<FastifyReply> {
  const caller: Caller | null = await streamCaller(request, reply, deps.sessions);
  if (!caller) return reply;
  const ref = referencesMessages.fileOf.request.safeParse(request.params);
  if (!ref.success) return sendEnvelope(reply, validationFailure(ref.error).toEnvelope());
  try {
    const file = await deps.requester.call(referencesMessages.fileOf, ref.data, { caller, timeoutMs: deps.requestTimeoutMs });
    const stored = await deps.files.get(file.key);
    if (!stored) return sendEnvelope(reply, new DomainError(ErrorCode.fileNotFound).toEnvelope());
    return reply.code(200).headers(downloadHeaders(file.fileName, stored.size)).send(stored.body);
  } catch (error) {
    return refuseFailure(reply, error, caller);
  }
}
