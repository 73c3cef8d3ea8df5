import type { CourseEvent } from '@simbiz/web-kit';
import type { CurrentWorld } from '../common/use-loaded-world';

/**
 * The world whose discussions a page may read: null while the details load and when the world has
 * discussions off. The shell shows Access denied then, but the area's page is mounted all the same
 * (the area follows the address, not the frame's decision), and a read would be refused (600005)
 * in a message box over that page.
 */
export function discussionsWorldId(current: CurrentWorld | null): string | null {
  return current?.details.enabledDiscussions ? current.worldId : null;
}

/**
 * Whether a discussions event touches the thread a page shows: a reply in it (`threadId`), the
 * thread itself (`id`: edited, pinned, deleted), or anything at all after the event stream broke
 * (an event naming nothing). Other threads' news leaves the page alone.
 */
export function concernsThread(event: CourseEvent, threadId: string): boolean {
  if (event.id === undefined && event.threadId === undefined) return true;
  return event.threadId === threadId || event.id === threadId;
}
