import { cpuBetween, cpuSummary, type Mark, processTable } from './cpu-figures';

const mark = (at: number, cpu: Record<string, number>, busy: number, total: number): Mark => ({
  at,
  cpu: new Map(Object.entries(cpu)),
  machine: { busy, total },
});

describe('where the CPU went', () => {
  const from = mark(0, { 'stores#1': 10, bench: 1, 'nats-server': 5, 'postgres:7': 2 }, 100, 200);
  const to = mark(10_000, { 'stores#1': 14, bench: 3, 'nats-server': 6, 'postgres:7': 4, 'postgres:8': 1 }, 116, 220);

  it('takes each process’s CPU between two marks, PostgreSQL backends summed (a new one counted whole)', () => {
    expect(cpuBetween(from, to)).toEqual({
      byProcess: { 'stores#1': 4, bench: 2, 'nats-server': 1 },
      postgres: 3,
      machineBusy: 16,
      machineBusyPercent: 80,
      seconds: 10,
    });
  });

  it('sums the services, and leaves what the bench’s processes do not explain to others', () => {
    expect(cpuSummary(cpuBetween(from, to))).toEqual({
      seconds: 10,
      machineBusyPercent: 80,
      servicesAndGateways: { cpuSeconds: 4, percentOfOneCore: 40 },
      postgres: { cpuSeconds: 3, percentOfOneCore: 30 },
      nats: { cpuSeconds: 1, percentOfOneCore: 10 },
      bench: { cpuSeconds: 2, percentOfOneCore: 20 },
      others: { cpuSeconds: 6, percentOfOneCore: 60 },
    });
  });

  it('says nothing of NATS when its server was not found', () => {
    const spent = cpuBetween(mark(0, { bench: 1 }, 0, 10), mark(1_000, { bench: 2 }, 5, 20));
    expect(cpuSummary(spent).nats).toBeNull();
  });

  it('lists each service process with its share of a core in and before the round, and its memory in MB', () => {
    const round = cpuBetween(from, to);
    const before = { ...round, byProcess: { 'stores#1': 1 }, seconds: 20 };
    const memory = new Map([['stores#1', { rssKb: 102_400, peakRssKb: 204_800 }]]);
    expect(processTable(round, before, memory, new Map([['stores#1', 153_600]]))).toEqual({
      'stores#1': { roundPct: 40, roundCpuS: 4, beforePct: 5, rssMb: 100, watchedPeakMb: 150, peakMb: 200 },
    });
  });
});
