import { type ArgumentsHost, Catch, type RpcExceptionFilter } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { CALLER_HEADERS, DomainError, type Envelope, type ErrorData, ErrorCode } from '@simbiz/contracts';
import type { Logger } from 'pino';
import { randomUUID } from 'node:crypto';
import { type Observable, of } from 'rxjs';

/**
 * Every error thrown while handling a message becomes an envelope: a DomainError keeps its code
 * and parameters; anything else is logged and answered with code 1 and a correlation id.
 */
@Catch()
export class EnvelopeExceptionFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): Observable<Envelope<ErrorData>> {
    if (exception instanceof DomainError) return of(exception.toEnvelope());
    const context = host.switchToRpc().getContext<NatsContext | undefined>();
    const headers = typeof context?.getHeaders === 'function' ? context.getHeaders() : undefined;
    const correlationId = headers?.get(CALLER_HEADERS.correlationId) || randomUUID();
    const subject = typeof context?.getSubject === 'function' ? context.getSubject() : undefined;
    this.logger.error({ err: exception, correlationId, subject }, 'unexpected error while handling a message');
    return of({
      code: ErrorCode.unsuccessful,
      data: { correlationId, details: `Unexpected error; quote ${correlationId} to the operator.` },
    });
  }
}
