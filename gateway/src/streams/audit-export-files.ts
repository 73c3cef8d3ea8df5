import { adminLogsMessages, DomainError, ErrorCode, STREAM_ROUTES } from '@simbiz/contracts';
import type { FileStorage } from '@simbiz/file-storage';
import type { Requester } from '@simbiz/service-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refuse } from '../api/http-envelopes';
import type { SessionResolver } from '../session/sessions';
import { downloadHeaders } from './download-headers';
import { fastifyPath } from './reference-files';
import { refuseFailure, sendEnvelope, streamCaller } from './stream-preflight';

export interface AuditExportFileDeps {
  requester: Requester;
  sessions: SessionResolver;
  files: FileStorage;
  requestTimeoutMs: number;
}

/**
 * An admin downloads a finished export of the audit log (STREAM_ROUTES.downloadAuditExport): the
 * admin role first, as on every /api/admin route (403), then worlds says where the file is (9991
 * when it is not ready or gone), and the file streams from the store as an attachment.
 */
export function registerAuditExportFiles(app: FastifyInstance, deps: AuditExportFileDeps): void {
  app.get(fastifyPath(STREAM_ROUTES.downloadAuditExport.path), (request, reply) => download(request, reply, deps));
}

async function download(request: FastifyRequest, reply: FastifyReply, deps: AuditExportFileDeps): Promise<FastifyReply> {
  const caller = await streamCaller(request, reply, deps.sessions, adminLogsMessages.exportFile.request);
  if (!caller) return reply;
  if (!caller.roles.includes('admin')) return refuse(reply, 403, 'The admin role is required.', caller.correlationId);
  try {
    const file = await deps.requester.call(adminLogsMessages.exportFile, request.params as { exportId: string }, { caller, timeoutMs: deps.requestTimeoutMs });
    const stored = await deps.files.get(file.key);
    if (!stored) return sendEnvelope(reply, new DomainError(ErrorCode.fileNotFound).toEnvelope());
    return reply.code(200).headers(downloadHeaders(file.fileName, stored.size)).send(stored.body);
  } catch (error) {
    return refuseFailure(reply, error, caller);
  }
}
