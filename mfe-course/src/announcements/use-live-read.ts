import type { ApiRoute, CourseTopic, RouteReply, RouteRequest } from '@simbiz/contracts';
import { type CallOutcome, type CourseEvent, useApi, useCourseEvents } from '@simbiz/web-kit';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface LiveReadOptions {
  /** Whether an event of the topic touches what this read shows (every event of it when absent). */
  concerns?: (event: CourseEvent) => boolean;
  /** A refusal of the read: true when handled here, else it is shown as usual. */
  error?: (outcome: CallOutcome) => boolean | void;
}

/**
 * A course page's read that stays current: read when `data` changes (null waits), on `reload()`,
 * and when the world's course events say its topic changed, so a reply posted by a classmate
 * appears without reloading. It has an API client of its own; a read asked for while one is on its
 * way (the client drops it) is made once that one has answered, so no change is missed.
 */
export function useLiveRead<R extends ApiRoute>(
  route: R,
  data: RouteRequest<R> | null,
  topic: CourseTopic,
  options: LiveReadOptions = {},
): [RouteReply<R> | null, () => void] {
  const api = useApi();
  const [reply, setReply] = useState<RouteReply<R> | null>(null);
  const latest = useRef({ route, data, options });
  latest.current = { route, data, options };
  const again = useRef(false);

  const read = useCallback(() => {
    const { route: current, data: input } = latest.current;
    if (!input) return;
    void api.call({
      route: current,
      data: input,
      success: (answer) => setReply(answer as RouteReply<R>),
      error: (outcome) => latest.current.options.error?.(outcome),
      busy: () => {
        again.current = true;
      },
      completed: () => {
        if (!again.current) return;
        again.current = false;
        read();
      },
    });
  }, [api]);

  const key = data ? JSON.stringify(data) : '';
  useEffect(() => {
    if (key) read();
  }, [read, key]);

  const worldId = (data as { worldId?: string } | null)?.worldId;
  useCourseEvents(worldId, [topic], (event) => {
    if (!latest.current.options.concerns || latest.current.options.concerns(event)) read();
  });
  return [reply, read];
}
