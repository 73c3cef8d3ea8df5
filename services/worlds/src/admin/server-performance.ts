import { DomainError, ErrorCode, type ServerPerformance } from '@simbiz/contracts';
import { cpus, freemem, hostname, loadavg, platform, totalmem } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Where the host's figures come from: the operating system and this process (a test gives its own). */
export interface HostSource {
  hostname(): string;
  platform(): string;
  cpus(): readonly unknown[];
  loadavg(): number[];
  totalmem(): number;
  freemem(): number;
  memoryUsage(): { rss: number; heapUsed: number };
  uptime(): number;
  /** The event loop's mean delay since the previous reading, in milliseconds. */
  eventLoopDelayMs(): number;
}

/**
 * This process and its host, as Node sees them. The event loop's delay is sampled from the
 * moment the source is made; each reading is the mean since the one before, then starts afresh.
 */
export function processHostSource(): HostSource & { stop(): void } {
  const delay = monitorEventLoopDelay({ resolution: 20 });
  delay.enable();
  return {
    hostname,
    platform,
    cpus,
    loadavg,
    totalmem,
    freemem,
    memoryUsage: () => process.memoryUsage(),
    uptime: () => process.uptime(),
    eventLoopDelayMs: () => {
      const mean = delay.mean / 1e6;
      delay.reset();
      return Number.isFinite(mean) ? mean : 0;
    },
    stop: () => delay.disable(),
  };
}

/**
 * The dashboard's performance card: the host and this service's process. 800001 when the figures
 * cannot be read (a call throws, the host shows no CPU, a figure is not a number), rather than a
 * card of zeros that looks like a healthy machine.
 */
export function serverPerformance(source: HostSource): ServerPerformance {
  let figures: ServerPerformance;
  try {
    const memory = source.memoryUsage();
    figures = {
      host: source.hostname(),
      platform: source.platform(),
      cpus: source.cpus().length,
      loadAverage: source.loadavg().map(round),
      memory: { totalBytes: source.totalmem(), freeBytes: source.freemem() },
      process: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, uptimeSeconds: Math.round(source.uptime()) },
      eventLoopDelayMs: round(source.eventLoopDelayMs()),
    };
  } catch {
    throw new DomainError(ErrorCode.serverPerformanceUnavailable);
  }
  const numbers = [
    figures.cpus,
    ...figures.loadAverage,
    figures.memory.totalBytes,
    figures.memory.freeBytes,
    figures.process.rssBytes,
    figures.eventLoopDelayMs,
  ];
  if (figures.cpus < 1 || figures.memory.totalBytes <= 0 || !numbers.every(Number.isFinite)) throw new DomainError(ErrorCode.serverPerformanceUnavailable);
  return figures;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
