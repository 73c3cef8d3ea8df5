/** Objects kept for the life of the process, each so that V8 keeps its shape (see where each is kept). */
const kept: object[] = [];

/**
 * Keeps `sample`, and with it its shape (V8's hidden class), for the life of the process: V8
 * drops a shape no object has any more, and the next object of those keys starts a new one that
 * learns its field representations afresh.
 */
export function keepShape(sample: object): void {
  kept.push(sample);
}
