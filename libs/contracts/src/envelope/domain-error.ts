import { errorEntry } from '../errors/catalogue';
import { type Envelope, type ErrorData, type ErrorParams, errorDataSchema } from './envelope';

/**
 * A refusal the product explains to the person: a catalogue code plus the parameters its
 * message needs. It crosses NATS as the envelope `{ code, data: { params, details } }`.
 */
export class DomainError extends Error {
  constructor(
    readonly code: number,
    readonly params: ErrorParams = {},
    readonly details?: unknown,
  ) {
    super(`${errorEntry(code)?.key ?? 'unknownCode'} (${code})`);
    this.name = 'DomainError';
  }

  toEnvelope(): Envelope<ErrorData> {
    const data: ErrorData = {};
    if (Object.keys(this.params).length > 0) data.params = this.params;
    if (this.details !== undefined) data.details = this.details;
    return { code: this.code, data };
  }

  /** Rebuilds the error from a non-zero envelope received from another process. */
  static fromEnvelope(envelope: Envelope): DomainError {
    const parsed = errorDataSchema.safeParse(envelope.data);
    const data = parsed.success ? parsed.data : { details: envelope.data };
    return new DomainError(envelope.code, data.params, data.details ?? data.correlationId);
  }
}

/** What a business rule answers when it refuses: a catalogue code and its message's parameters. */
export interface Refusal {
  code: number;
  params?: ErrorParams;
}

/** Throws a rule's refusal as a DomainError; nothing happens when the rule allowed it (null). */
export function throwRefusal(refusal: Refusal | null): void {
  if (refusal) throw new DomainError(refusal.code, refusal.params);
}
