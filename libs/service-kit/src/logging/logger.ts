import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

/** The service's logger (pino). */
export type ServiceLogger = Logger;

/**
 * How logs are written: `json` (one line per event, for a collector) or `pretty` (a line a person
 * reads: time, level, service, message, then the fields). LOG_FORMAT chooses; unset, a terminal
 * gets `pretty` (`npm start`) and anything else (a pod, a pipe, a file) gets `json`.
 */
export function logFormat(env: NodeJS.ProcessEnv = process.env, terminal = process.stdout.isTTY === true): 'json' | 'pretty' {
  const chosen = env['LOG_FORMAT'];
  if (chosen === 'json' || chosen === 'pretty') return chosen;
  return terminal ? 'pretty' : 'json';
}

/** Structured logs tagged with the service name, as JSON or readable text (logFormat). */
export function createLogger(service: string, level: string, format = logFormat(), destination?: DestinationStream): Logger {
  const options = { level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime };
  if (format === 'pretty') return pino(options, readable(destination));
  return destination ? pino(options, destination) : pino(options);
}

/** pino-pretty, written at once (no worker thread): `[12:03:04.120] INFO: worlds service ready {fields}`. */
function readable(destination: DestinationStream | undefined): DestinationStream {
  return pretty({
    sync: true,
    colorize: !destination && process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,service',
    messageFormat: '{service} {msg}',
    singleLine: true,
    ...(destination ? { destination } : {}),
  });
}

/** Lets NestJS write its own messages through pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
