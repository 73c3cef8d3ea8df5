/** One reading of CPU time so far, in seconds: by process (`postgres:<pid>` for each backend), and the whole machine's. */
export interface Mark {
  at: number;
  cpu: Map<string, number>;
  machine: { busy: number; total: number };
}

/** CPU seconds spent between two marks. */
export interface CpuSpent {
  /** Each labelled process (`stores#1`), the bench and the NATS server. */
  byProcess: Record<string, number>;
  /** PostgreSQL's backends of the bench's database, summed (one born between the marks counted whole). */
  postgres: number;
  /** Every core of the machine, whoever used it. */
  machineBusy: number;
  machineBusyPercent: number;
  /** Wall-clock time between the marks. */
  seconds: number;
}

export function cpuBetween(from: Mark, to: Mark): CpuSpent {
  const byProcess: Record<string, number> = {};
  let postgres = 0;
  for (const [key, seconds] of to.cpu) {
    const spent = Math.max(0, seconds - (from.cpu.get(key) ?? 0));
    if (key.startsWith('postgres:')) postgres += spent;
    else byProcess[key] = spent;
  }
  const busy = to.machine.busy - from.machine.busy;
  const total = to.machine.total - from.machine.total;
  return { byProcess, postgres, machineBusy: busy, machineBusyPercent: total > 0 ? round1((busy * 100) / total) : 0, seconds: (to.at - from.at) / 1000 };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
/** CPU seconds over a stretch of wall-clock time, as a percentage of one core. */
const ofOneCore = (cpu: number, seconds: number) => (seconds > 0 ? round1((cpu * 100) / seconds) : 0);
const isService = (key: string) => key !== 'bench' && key !== 'nats-server';

/**
 * Where the machine's CPU went over a stretch: the services and gateways together, PostgreSQL's
 * backends of the bench, the NATS server (null when it was not found), the bench (its students),
 * and everything else on the machine (other work sharing it), in CPU seconds and as a share of one core.
 */
export function cpuSummary(spent: CpuSpent) {
  const services = Object.entries(spent.byProcess)
    .filter(([key]) => isService(key))
    .reduce((sum, [, cpu]) => sum + cpu, 0);
  const nats = spent.byProcess['nats-server'] ?? 0;
  const bench = spent.byProcess['bench'] ?? 0;
  const others = Math.max(0, spent.machineBusy - services - spent.postgres - nats - bench);
  const entry = (cpu: number) => ({ cpuSeconds: round2(cpu), percentOfOneCore: ofOneCore(cpu, spent.seconds) });
  return {
    seconds: round1(spent.seconds),
    machineBusyPercent: spent.machineBusyPercent,
    servicesAndGateways: entry(services),
    postgres: entry(spent.postgres),
    nats: 'nats-server' in spent.byProcess ? entry(nats) : null,
    bench: entry(bench),
    others: entry(others),
  };
}

/**
 * Each service replica and gateway: its CPU as a share of one core while the rounds were resolved
 * (`round`) and while students read a still world (`before`), its CPU seconds in the round, and
 * its resident memory at the end, at its highest while watched, and at its peak (VmHWM, since start).
 */
export function processTable(
  round: CpuSpent,
  before: CpuSpent,
  memory: ReadonlyMap<string, { rssKb: number; peakRssKb: number }>,
  watchedPeakKb: ReadonlyMap<string, number>,
): Record<string, { roundPct: number; roundCpuS: number; beforePct: number; rssMb: number; watchedPeakMb: number; peakMb: number }> {
  const mb = (kb: number | undefined) => Math.round((kb ?? 0) / 1024);
  const labels = Object.keys(round.byProcess).filter(isService).sort();
  return Object.fromEntries(
    labels.map((label) => {
      const cpu = round.byProcess[label] ?? 0;
      return [
        label,
        {
          roundPct: ofOneCore(cpu, round.seconds),
          roundCpuS: round2(cpu),
          beforePct: ofOneCore(before.byProcess[label] ?? 0, before.seconds),
          rssMb: mb(memory.get(label)?.rssKb),
          watchedPeakMb: mb(watchedPeakKb.get(label)),
          peakMb: mb(memory.get(label)?.peakRssKb),
        },
      ];
    }),
  );
}
