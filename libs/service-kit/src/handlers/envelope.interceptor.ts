import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type Envelope, type MessageDef, ok } from '@simbiz/contracts';
import { type Observable, TimeoutError, catchError, map, throwError, timeout } from 'rxjs';
import { SerializedReply } from '../nats/wire';
import { MESSAGE_DEF } from './handles.decorator';

/** Thrown when a handler returns something its reply schema does not allow: a bug, answered as code 1. */
export class ReplyContractError extends Error {}

/**
 * Wraps a handler's result in the success envelope after checking it against the reply schema,
 * and answers a handler that runs longer than the timeout instead of leaving the caller waiting.
 */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly timeoutMs: number,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<Envelope> {
    const def = this.reflector.get<MessageDef | undefined>(MESSAGE_DEF, context.getHandler());
    return next.handle().pipe(
      timeout(this.timeoutMs),
      catchError((err: unknown) =>
        throwError(() => (err instanceof TimeoutError ? new Error(`handler exceeded ${this.timeoutMs} ms on ${def?.subject ?? 'unknown subject'}`) : err)),
      ),
      map((data: unknown) => {
        // Written by the handler from a reply that held the schema when it was stored (see SerializedReply).
        if (!def || data instanceof SerializedReply) return ok(data);
        const checked = def.reply.safeParse(data);
        if (!checked.success) {
          throw new ReplyContractError(`reply of ${def.subject} breaks its schema: ${checked.error.message}`);
        }
        return ok(checked.data);
      }),
    );
  }
}
