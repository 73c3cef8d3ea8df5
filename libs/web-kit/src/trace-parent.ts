/**
 * A W3C `traceparent` for one call: a new trace begun in the browser, marked sampled, that the
 * gateway and every service continue when tracing is on (and ignore when it is off).
 */
export function newTraceParent(fill: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const hex = (n: number) => [...fill(new Uint8Array(n))].map((b) => b.toString(16).padStart(2, '0')).join('');
  let traceId = hex(16);
  let spanId = hex(8);
  // All zeros is not a valid id (a chance of 2^-128, but the format says so).
  if (/^0+$/.test(traceId)) traceId = `${traceId.slice(0, 31)}1`;
  if (/^0+$/.test(spanId)) spanId = `${spanId.slice(0, 15)}1`;
  return `00-${traceId}-${spanId}-01`;
}
