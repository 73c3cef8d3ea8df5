/** What /proc/<pid>/stat says of a process that the bench uses. */
export interface ProcStat {
  pid: number;
  ppid: number;
  /** User and system CPU time, in clock ticks (see CLK_TCK). */
  cpuTicks: number;
}

/**
 * Parses /proc/<pid>/stat. The command name (field 2) is in parentheses and may hold spaces or
 * parentheses itself, so the fields are counted from the last ')': state, ppid, … utime (14),
 * stime (15).
 */
export function parseStat(text: string): ProcStat | null {
  const close = text.lastIndexOf(')');
  const pid = Number.parseInt(text, 10);
  if (close < 0 || !Number.isInteger(pid)) return null;
  const fields = text
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  // fields[0] is field 3 (state), so field n is fields[n - 3].
  const ppid = Number(fields[1]);
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (![ppid, utime, stime].every(Number.isFinite)) return null;
  return { pid, ppid, cpuTicks: utime + stime };
}

/** Resident memory now and at its peak (VmRSS, VmHWM) from /proc/<pid>/status, in kB; 0 when absent. */
export function parseMemory(status: string): { rssKb: number; peakRssKb: number } {
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1] ?? 0);
  return { rssKb: kb('VmRSS'), peakRssKb: kb('VmHWM') };
}

/** The processes below `root` (children, grandchildren, …) among those listed. */
export function descendantsOf(root: number, processes: readonly Pick<ProcStat, 'pid' | 'ppid'>[]): number[] {
  const children = new Map<number, number[]>();
  for (const p of processes) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
  const found: number[] = [];
  const queue = [...(children.get(root) ?? [])];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

/** Busy and total CPU time of the whole machine from the first line of /proc/stat (in ticks). */
export function parseMachineCpu(stat: string): { busy: number; total: number } {
  // user nice system idle iowait irq softirq steal; guest time is already counted in user and nice.
  const fields = (stat.split('\n')[0] ?? '').trim().split(/\s+/).slice(1, 9).map(Number);
  const total = fields.reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0);
  // idle and iowait are fields 4 and 5 of the cpu line.
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}
