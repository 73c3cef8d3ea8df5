import { type EventSource, isEventSource, isServiceName, type ServiceName } from './services';

/**
 * The naming rule for NATS subjects:
 * - requests: `<service>.<aggregate>.<verb>`, e.g. `teams.team.resetPasscode`;
 * - events:   `evt.<service>.<event>`, e.g. `evt.worlds.roundClosed`.
 * Tokens are lower camelCase; a deployment or a test run may put a prefix token in front.
 */
const TOKEN = /^[a-z][a-zA-Z0-9]*$/;

function checkToken(token: string, role: string): string {
  if (!TOKEN.test(token)) {
    throw new Error(`NATS subject ${role} "${token}" must be lower camelCase letters and digits`);
  }
  return token;
}

export function commandSubject(service: ServiceName, aggregate: string, verb: string): string {
  if (!isServiceName(service)) throw new Error(`Unknown service "${String(service)}"`);
  return `${service}.${checkToken(aggregate, 'aggregate')}.${checkToken(verb, 'verb')}`;
}

export function eventSubject(service: EventSource, event: string): string {
  if (!isEventSource(service)) throw new Error(`Unknown service "${String(service)}"`);
  return `evt.${service}.${checkToken(event, 'event')}`;
}

export function isCommandSubject(subject: string): boolean {
  const [service, aggregate, verb, ...rest] = subject.split('.');
  return rest.length === 0 && service !== undefined && isServiceName(service) && TOKEN.test(aggregate ?? '') && TOKEN.test(verb ?? '');
}

export function isEventSubject(subject: string): boolean {
  const [evt, service, event, ...rest] = subject.split('.');
  return evt === 'evt' && rest.length === 0 && isEventSource(service ?? '') && TOKEN.test(event ?? '');
}

/** The subject as published: `<prefix>.<subject>` when a prefix is set (tests, shared brokers). */
export function prefixedSubject(prefix: string | undefined, subject: string): string {
  return prefix ? `${prefix}.${subject}` : subject;
}

/** The service that owns a request subject. */
export function subjectOwner(subject: string): ServiceName {
  const service = subject.split('.')[0] ?? '';
  if (!isServiceName(service)) throw new Error(`Subject "${subject}" names no service`);
  return service;
}
