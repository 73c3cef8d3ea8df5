import {
  ANNOUNCEMENT_PIN_LIMIT,
  DomainError,
  ErrorCode,
  REFERENCE_DOCUMENT_EXTENSIONS,
  REFERENCE_DOCUMENT_MAX_BYTES,
  REFERENCE_IMAGE_EXTENSIONS,
  REFERENCE_IMAGE_MAX_BYTES,
} from '@simbiz/contracts';

/** Who is looking: a member of the world, and whether they manage it. */
export interface Viewer {
  userId: string;
  manager: boolean;
}

/** An author edits and deletes their own posts; a manager moderates any (600007 for anyone else). */
export function mayChange(viewer: Viewer, authorId: string): boolean {
  return viewer.manager || viewer.userId === authorId;
}

export function requireMayChange(viewer: Viewer, authorId: string): void {
  if (!mayChange(viewer, authorId)) throw new DomainError(ErrorCode.postNotYours);
}

/** Pinning one more announcement is refused once the world has the limit pinned (400009). */
export function checkPinLimit(pinnedNow: number): void {
  if (pinnedNow >= ANNOUNCEMENT_PIN_LIMIT) throw new DomainError(ErrorCode.announcementPinLimit, { count: ANNOUNCEMENT_PIN_LIMIT });
}

interface Pinnable {
  pinned: boolean;
  pinnedAt: Date | null;
  latestAt: Date;
}

/** The course's order: pinned first, the latest pinned first; then the rest, the latest first. */
export function byPinThenLatest(a: Pinnable, b: Pinnable): number {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  const at = (p: Pinnable) => (p.pinned ? (p.pinnedAt ?? p.latestAt) : p.latestAt).getTime();
  return at(b) - at(a);
}

const IMAGES: readonly string[] = REFERENCE_IMAGE_EXTENSIONS;
const DOCUMENTS: readonly string[] = REFERENCE_DOCUMENT_EXTENSIONS;

/**
 * What a reference file may be: an image of section 5 up to 10 MB or a document up to 50 MB, told
 * by its extension (400013 for any other, 401001 over the size). Answers the limit the upload is
 * held to while it streams, since a declared size may lie.
 */
export function fileLimit(fileName: string, size: number): number {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const limit = IMAGES.includes(extension) ? REFERENCE_IMAGE_MAX_BYTES : DOCUMENTS.includes(extension) ? REFERENCE_DOCUMENT_MAX_BYTES : null;
  if (limit === null) throw new DomainError(ErrorCode.fileTypeNotAllowed, { types: [...IMAGES, ...DOCUMENTS].join(', ') });
  if (size > limit) throw new DomainError(ErrorCode.fileTooLarge, { size: limit / (1024 * 1024) });
  return limit;
}

/** Where a world's reference files live in the file store. */
export function referenceKeyPrefix(worldId: string): string {
  return `references/${worldId}/`;
}

/** Whether a key the gateway reports is one handed out for this world (and only a plain file name under it). */
export function isReferenceKeyOf(worldId: string, key: string): boolean {
  const prefix = referenceKeyPrefix(worldId);
  return key.startsWith(prefix) && /^[0-9a-f-]{36}$/.test(key.slice(prefix.length));
}
