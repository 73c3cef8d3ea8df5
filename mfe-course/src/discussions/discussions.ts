import type { CourseEvent } from '@simbiz/web-kit';

/**
 * Whether a discussions event touches the thread a page shows: a reply in it (`threadId`), the
 * thread itself (`id`: edited, pinned, deleted), or anything at all after the event stream broke
 * (an event naming nothing). Other threads' news leaves the page alone.
 */
export function concernsThread(event: CourseEvent, threadId: string): boolean {
  if (event.id === undefined && event.threadId === undefined) return true;
  return event.threadId === threadId || event.id === threadId;
}
