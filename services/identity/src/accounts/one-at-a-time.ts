/**
 * Runs the functions it wraps one call at a time, in the order called. argon2 runs on the one
 * JavaScript thread anyway, so this costs no time; but each call in flight keeps its own 19 MiB
 * WebAssembly memory, and 16 sign-ins at once took a replica from 44 to 373 MB (one at a time: 103).
 */
export function oneAtATime(): <T>(work: () => Promise<T>) => Promise<T> {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>) => {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  };
}
