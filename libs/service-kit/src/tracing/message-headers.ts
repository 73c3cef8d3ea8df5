import { context, type Context, propagation, type TextMapGetter, type TextMapSetter } from '@opentelemetry/api';
import type { MsgHdrs } from 'nats';

const setter: TextMapSetter<MsgHdrs> = { set: (headers, key, value) => headers.set(key, value) };
const getter: TextMapGetter<MsgHdrs | undefined> = {
  keys: (headers) => (headers ? [...headers.keys()] : []),
  get: (headers, key) => headers?.get(key) || undefined,
};

/** Writes the current trace context (W3C traceparent) into a message's headers. */
export function injectTraceContext(headers: MsgHdrs): MsgHdrs {
  propagation.inject(context.active(), headers, setter);
  return headers;
}

/** The context a message's headers carry, to continue its trace; the active one when they carry none. */
export function extractTraceContext(headers: MsgHdrs | undefined): Context {
  return propagation.extract(context.active(), headers, getter);
}
