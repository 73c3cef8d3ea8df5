import { DomainError, ErrorCode, serverPerformanceSchema } from '@simbiz/contracts';
import { type HostSource, processHostSource, serverPerformance } from './server-performance';

const host = (overrides: Partial<HostSource> = {}): HostSource => ({
  hostname: () => 'node-1',
  platform: () => 'linux',
  cpus: () => [{}, {}],
  loadavg: () => [0.5, 0.25, 0.125],
  totalmem: () => 8_000,
  freemem: () => 2_000,
  memoryUsage: () => ({ rss: 300, heapUsed: 100 }),
  uptime: () => 61.6,
  eventLoopDelayMs: () => 1.234,
  ...overrides,
});

const code = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? error.code : 'not a DomainError';
  }
  return 'no error';
};

describe('the server performance card', () => {
  it('reports the host and the process from the source', () => {
    expect(serverPerformance(host())).toEqual({
      host: 'node-1',
      platform: 'linux',
      cpus: 2,
      loadAverage: [0.5, 0.25, 0.13],
      memory: { totalBytes: 8_000, freeBytes: 2_000 },
      process: { rssBytes: 300, heapUsedBytes: 100, uptimeSeconds: 62 },
      eventLoopDelayMs: 1.23,
    });
  });

  it('is 800001 when a figure cannot be read, the host shows no CPU or a figure is not a number', () => {
    const broken = () => {
      throw new Error('EACCES');
    };
    expect(code(() => serverPerformance(host({ loadavg: broken })))).toBe(ErrorCode.serverPerformanceUnavailable);
    expect(code(() => serverPerformance(host({ cpus: () => [] })))).toBe(ErrorCode.serverPerformanceUnavailable);
    expect(code(() => serverPerformance(host({ totalmem: () => Number.NaN })))).toBe(ErrorCode.serverPerformanceUnavailable);
  });

  it('reads this process and its host for real, in the shape of the contract', () => {
    const source = processHostSource();
    try {
      const figures = serverPerformance(source);
      expect(serverPerformanceSchema.parse(figures)).toEqual(figures);
      expect(figures.cpus).toBeGreaterThan(0);
      expect(figures.process.rssBytes).toBeGreaterThan(figures.process.heapUsedBytes);
    } finally {
      source.stop();
    }
  });
});
