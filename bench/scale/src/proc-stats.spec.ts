import { descendantsOf, parseMachineCpu, parseMemory, parseStat } from './proc-stats';

/** A /proc/<pid>/stat line whose command name holds a space and a parenthesis. */
const STAT = '4321 (node (main)) S 4300 4300 8639 0 -1 4194304 99 0 0 0 250 40 7 3 20 0 11 0 63385 3133440 359 18446744073709551615';

describe('reading /proc', () => {
  it('takes the parent and the user plus system CPU ticks from a stat line, whatever the command name holds', () => {
    expect(parseStat(STAT)).toEqual({ pid: 4321, ppid: 4300, cpuTicks: 290 });
    expect(parseStat('')).toBeNull();
    expect(parseStat('12 (x) S')).toBeNull();
  });

  it('takes resident memory now and at its peak from status', () => {
    const status = 'Name:\tnode\nVmHWM:\t  150000 kB\nVmRSS:\t  120000 kB\nThreads:\t11\n';
    expect(parseMemory(status)).toEqual({ rssKb: 120_000, peakRssKb: 150_000 });
    expect(parseMemory('Name:\tkthreadd\n')).toEqual({ rssKb: 0, peakRssKb: 0 });
  });

  it('finds the children and grandchildren of a process, and nothing else', () => {
    const processes = [
      { pid: 10, ppid: 1 },
      { pid: 11, ppid: 10 },
      { pid: 12, ppid: 11 },
      { pid: 13, ppid: 10 },
      { pid: 20, ppid: 1 },
    ];
    expect(descendantsOf(10, processes).sort()).toEqual([11, 12, 13]);
    expect(descendantsOf(20, processes)).toEqual([]);
  });

  it('counts the machine’s busy time as all but idle and iowait, guest time once', () => {
    expect(parseMachineCpu('cpu  100 5 50 800 20 3 2 1 40 0\ncpu0 1 2 3 4\n')).toEqual({ busy: 161, total: 981 });
  });
});
