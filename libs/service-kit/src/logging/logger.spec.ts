import { Writable } from 'node:stream';
import { createLogger, logFormat } from './logger';

describe('logFormat', () => {
  it('is readable in a terminal and JSON anywhere else, unless LOG_FORMAT says', () => {
    expect(logFormat({}, true)).toBe('pretty');
    expect(logFormat({}, false)).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    expect(logFormat({ LOG_FORMAT: 'yaml' }, false)).toBe('json');
  });
});

describe('createLogger', () => {
  function captured(format: 'json' | 'pretty', write: (logger: ReturnType<typeof createLogger>) => void): string {
    const out: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        out.push(chunk.toString());
        done();
      },
    });
    write(createLogger('worlds', 'info', format, destination));
    return out.join('');
  }

  it('writes one readable line per event: time, level, service, message and fields', () => {
    const text = captured('pretty', (logger) => logger.info({ worldId: 'w1', round: 2 }, 'round opened'));
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: worlds round opened \{"worldId":"w1","round":2\}\n$/);
  });

  it('writes JSON a collector parses, with the service and an ISO time', () => {
    const line = JSON.parse(captured('json', (logger) => logger.warn({ round: 2 }, 'late'))) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 40, service: 'worlds', round: 2, msg: 'late' });
    expect(String(line['time'])).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
