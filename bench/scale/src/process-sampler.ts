import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import type { Mark } from './cpu-figures';
import { descendantsOf, parseMachineCpu, parseMemory, parseStat } from './proc-stats';

/** The environment variable naming each process the bench starts (`stores#2`, `gateway#1`). */
export const PROCESS_LABEL = 'BENCH_SCALE_PROCESS';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

const read = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

const statOf = (pid: number) => parseStat(read(`/proc/${pid}/stat`) ?? '');

/**
 * CPU and memory of the processes the bench started, read from /proc: each service replica and
 * gateway found below this process by the label in its environment (the program, not the run-ts
 * launcher in front of it, which only waits), plus PostgreSQL's backends of the bench's database,
 * the NATS server (shared with anyone else on the machine) and the bench itself.
 */
export class ProcessSampler {
  private readonly peakRssKb = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;

  private constructor(
    private readonly labelled: Map<string, number>,
    private readonly natsPid: number | null,
  ) {}

  /** Finds the labelled programs below this process (only this bench's own processes are looked into), and the NATS server on `natsPort`. */
  static find(natsPort: number): ProcessSampler {
    const all = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .flatMap((name) => statOf(Number(name)) ?? []);
    const labelled = new Map<string, number>();
    for (const pid of descendantsOf(process.pid, all)) {
      const cmdline = read(`/proc/${pid}/cmdline`) ?? '';
      if (cmdline.includes('run-ts.mjs')) continue;
      const entry = (read(`/proc/${pid}/environ`) ?? '').split('\0').find((e) => e.startsWith(`${PROCESS_LABEL}=`));
      if (entry) labelled.set(entry.slice(PROCESS_LABEL.length + 1), pid);
    }
    return new ProcessSampler(labelled, natsServerPid(natsPort));
  }

  get labels(): string[] {
    return [...this.labelled.keys()].sort();
  }

  /** CPU seconds so far of every labelled process, the bench, the given PostgreSQL backends and NATS. */
  mark(postgresBackends: readonly number[]): Mark {
    const cpu = new Map<string, number>();
    for (const [label, pid] of this.labelled) cpu.set(label, (statOf(pid)?.cpuTicks ?? 0) / TICKS_PER_SECOND);
    const usage = process.cpuUsage();
    cpu.set('bench', (usage.user + usage.system) / 1e6);
    for (const pid of postgresBackends) cpu.set(`postgres:${pid}`, (statOf(pid)?.cpuTicks ?? 0) / TICKS_PER_SECOND);
    if (this.natsPid !== null) cpu.set('nats-server', (statOf(this.natsPid)?.cpuTicks ?? 0) / TICKS_PER_SECOND);
    const machine = parseMachineCpu(read('/proc/stat') ?? '');
    return { at: Date.now(), cpu, machine: { busy: machine.busy / TICKS_PER_SECOND, total: machine.total / TICKS_PER_SECOND } };
  }

  /** Samples each process's resident memory every second, keeping the highest seen, until stopped. */
  watchMemory(): void {
    const sample = () => {
      for (const [label, { rssKb }] of this.memory()) this.peakRssKb.set(label, Math.max(this.peakRssKb.get(label) ?? 0, rssKb));
    };
    sample();
    this.timer = setInterval(sample, 1_000);
  }

  stopWatching(): void {
    clearInterval(this.timer);
  }

  /** Resident memory now, and the process's peak (VmHWM), by label. */
  memory(): Map<string, { rssKb: number; peakRssKb: number }> {
    return new Map([...this.labelled].map(([label, pid]) => [label, parseMemory(read(`/proc/${pid}/status`) ?? '')]));
  }

  /** The highest resident memory the watch saw, by label. */
  watchedPeaks(): Map<string, number> {
    return new Map(this.peakRssKb);
  }
}

/**
 * The NATS server listening on `port`: the one nats-server whose command line names that port
 * (-p, --port), or names none when it is the default 4222; null unless exactly one does. Its stat
 * is world-readable; it may serve others besides the bench.
 */
function natsServerPid(port: number): number | null {
  const found = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && (read(`/proc/${name}/comm`) ?? '').trim() === 'nats-server')
    .filter((name) => {
      const args = (read(`/proc/${name}/cmdline`) ?? '').split('\0');
      const flag = args.findIndex((a) => a === '-p' || a === '--port');
      return flag >= 0 ? Number(args[flag + 1]) === port : port === 4222;
    });
  return found.length === 1 ? Number(found[0]) : null;
}
