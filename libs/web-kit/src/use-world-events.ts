import type { CourseTopic, WorldEventTopic } from '@simbiz/contracts';
import { useEffect, useRef } from 'react';
import { useShell } from './shell-services';
import type { CourseEvent, WorldEvent } from './world-events';

/**
 * Calls `onEvent` when an event of one of `topics` arrives for the world, for as long as the
 * component is mounted. It listens on the tab's one stream of the world (ShellServices.worldEvents),
 * which runs outside the API client's one call at a time, so a page's reads and writes never wait
 * behind it. Without the shell's hub (a page test) nothing is heard.
 */
export function useWorldEvents(worldId: string | null | undefined, topics: readonly WorldEventTopic[], onEvent: (event: WorldEvent) => void): void {
  const hub = useShell().worldEvents;
  const latest = useRef(onEvent);
  latest.current = onEvent;
  const topicsKey = [...topics].sort().join(',');
  useEffect(() => {
    if (!worldId || !hub) return undefined;
    return hub.subscribe(worldId, topicsKey.split(',') as WorldEventTopic[], (event) => latest.current(event));
  }, [hub, worldId, topicsKey]);
}

/** The course's topics of the world's events (announcements, discussions, references). */
export function useCourseEvents(worldId: string | null | undefined, topics: readonly CourseTopic[], onEvent: (event: CourseEvent) => void): void {
  useWorldEvents(worldId, topics, (event) => onEvent(event as CourseEvent));
}
