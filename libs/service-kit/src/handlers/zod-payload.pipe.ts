import { type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { validationFailure } from '@simbiz/contracts';
import type { z } from 'zod';
import { MalformedPayload } from '../nats/wire';

/** Parses the message payload with the subject's request schema; a bad payload answers 9001. */
export class ZodPayloadPipe implements PipeTransform {
  constructor(private readonly schema: z.ZodType) {}

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    // Nest reports the message payload as 'body'; the caller and context parameters pass through.
    if (metadata.type !== 'body') return value;
    if (value instanceof MalformedPayload) {
      throw validationFailure([{ code: 'malformed_json', path: [], message: value.reason }]);
    }
    const result = this.schema.safeParse(value);
    if (!result.success) throw validationFailure(result.error);
    return result.data;
  }
}
