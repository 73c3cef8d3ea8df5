import { type Caller, DomainError, ErrorCode, type Reference, type ReferenceList, type referencesMessages, validationFailure } from '@simbiz/contracts';
import type { Requester } from '@simbiz/service-kit';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { announceCourse, authorsOf, type Db, managerIn, viewerIn } from './course-access';
import { fileLimit, isReferenceKeyOf, referenceKeyPrefix } from './course-rules';

type Input<K extends keyof typeof referencesMessages> = z.output<(typeof referencesMessages)[K]['request']>;

/** What worlds needs of the file store: to confirm what the gateway stored, and to delete it. */
export interface ReferenceFiles {
  stat(key: string): Promise<{ size: number; contentType: string } | null>;
  remove(key: string): Promise<void>;
}

/** A course keeps its readings to a few hundred; the list is one read. */
const LIST_LIMIT = 500;

export async function listReferences(db: Db, services: Requester, caller: Caller, input: Input<'list'>): Promise<ReferenceList> {
  const { viewer } = await viewerIn(db, caller, input.worldId);
  const rows = await db
    .selectFrom('reference')
    .selectAll()
    .where('world_id', '=', input.worldId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(LIST_LIMIT)
    .execute();
  const author = await authorsOf(
    db,
    services,
    input.worldId,
    rows.map((r) => r.author_id),
  );
  return { items: rows.map((row) => referenceOf(row, author(row.author_id))), canManage: viewer.manager };
}

/** A manager adds a link (http or https only, checked at the boundary). */
export async function addLink(db: Db, services: Requester, caller: Caller, input: Input<'addLink'>): Promise<Reference> {
  const { viewer } = await managerIn(db, caller, input.worldId);
  const id = randomUUID();
  await db
    .insertInto('reference')
    .values({
      id,
      world_id: input.worldId,
      kind: 'link',
      title: input.title,
      description: input.description,
      url: input.url,
      author_id: viewer.userId,
      ...NO_FILE,
    })
    .execute();
  announceCourse(services, input.worldId, 'references', { id });
  return oneReference(db, services, input.worldId, id);
}

/** A manager renames or describes a reference, or points a link elsewhere (a file has no address: 9001). */
export async function updateReference(db: Db, services: Requester, caller: Caller, input: Input<'update'>): Promise<Reference> {
  await managerIn(db, caller, input.worldId);
  const row = await referenceRow(db, input.worldId, input.referenceId);
  if (input.url !== undefined && row.kind !== 'link') {
    throw validationFailure([{ path: ['url'], code: 'custom', message: 'a file reference has no address' }]);
  }
  await db
    .updateTable('reference')
    .set({
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.url !== undefined ? { url: input.url } : {}),
    })
    .where('id', '=', row.id)
    .execute();
  announceCourse(services, input.worldId, 'references', { id: row.id });
  return oneReference(db, services, input.worldId, row.id);
}

/** A manager removes a reference; its file goes from the store once the row is gone. */
export async function removeReference(
  db: Db,
  services: Requester,
  files: ReferenceFiles,
  caller: Caller,
  input: Input<'remove'>,
): Promise<{ worldId: string }> {
  await managerIn(db, caller, input.worldId);
  const row = await referenceRow(db, input.worldId, input.referenceId);
  await db.deleteFrom('reference').where('id', '=', row.id).execute();
  // A file left behind by a failed delete costs space, never access: nothing points at it any more.
  if (row.file_key) await files.remove(row.file_key).catch(() => undefined);
  announceCourse(services, input.worldId, 'references', { id: row.id });
  return { worldId: input.worldId };
}

/** Before the gateway streams an upload: a manager, a file of an allowed type and size; where to put it. */
export async function beginUpload(db: Db, caller: Caller, input: Input<'beginUpload'>): Promise<{ key: string; maxBytes: number }> {
  await managerIn(db, caller, input.worldId);
  const maxBytes = fileLimit(input.fileName, input.size);
  return { key: `${referenceKeyPrefix(input.worldId)}${randomUUID()}`, maxBytes };
}

/** Once the gateway has stored the file: recorded with the size the store holds (9991 when it holds none). */
export async function attachFile(db: Db, services: Requester, files: ReferenceFiles, caller: Caller, input: Input<'attachFile'>): Promise<Reference> {
  const { viewer } = await managerIn(db, caller, input.worldId);
  if (!isReferenceKeyOf(input.worldId, input.key)) throw validationFailure([{ path: ['key'], code: 'custom', message: 'not a key handed out for this world' }]);
  const stored = await files.stat(input.key);
  if (!stored) throw new DomainError(ErrorCode.fileNotFound);
  fileLimit(input.fileName, stored.size);
  const id = randomUUID();
  await db
    .insertInto('reference')
    .values({
      id,
      world_id: input.worldId,
      kind: 'file',
      title: input.title || input.fileName.replace(/\.[^.]+$/, ''),
      description: input.description,
      url: null,
      file_key: input.key,
      file_name: input.fileName,
      content_type: input.contentType || 'application/octet-stream',
      size: stored.size,
      author_id: viewer.userId,
    })
    .execute();
  announceCourse(services, input.worldId, 'references', { id });
  return oneReference(db, services, input.worldId, id);
}

/** Before the gateway streams a download: any member, a reference that has a file (9991 for a link). */
export async function fileOf(db: Db, caller: Caller, input: Input<'fileOf'>): Promise<{ key: string; fileName: string; contentType: string; size: number }> {
  await viewerIn(db, caller, input.worldId);
  const row = await referenceRow(db, input.worldId, input.referenceId);
  if (!row.file_key) throw new DomainError(ErrorCode.fileNotFound);
  return { key: row.file_key, fileName: row.file_name ?? 'file', contentType: row.content_type ?? 'application/octet-stream', size: row.size ?? 0 };
}

const NO_FILE = { file_key: null, file_name: null, content_type: null, size: null };

async function referenceRow(db: Db, worldId: string, referenceId: string) {
  const row = await db.selectFrom('reference').selectAll().where('id', '=', referenceId).where('world_id', '=', worldId).executeTakeFirst();
  if (!row) throw new DomainError(ErrorCode.referenceNotFound);
  return row;
}

async function oneReference(db: Db, services: Requester, worldId: string, id: string): Promise<Reference> {
  const row = await referenceRow(db, worldId, id);
  const author = await authorsOf(db, services, worldId, [row.author_id]);
  return referenceOf(row, author(row.author_id));
}

function referenceOf(row: Awaited<ReturnType<typeof referenceRow>>, author: Reference['author']): Reference {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    url: row.url,
    fileName: row.file_name,
    contentType: row.content_type,
    size: row.size,
    author,
    createdAt: row.created_at.toISOString(),
  };
}
