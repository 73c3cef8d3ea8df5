import { adminLogsMessages as m, type AuditExport, type AuditFilter } from '@simbiz/contracts';
import type { Requester, RequestOptions } from '@simbiz/service-kit';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
/** A full collection on demand, so a sample of the heap counts what is live, not garbage not yet collected. */
const collect = runInNewContext('gc') as () => void;

const liveHeap = () => {
  collect();
  return process.memoryUsage().heapUsed;
};

export interface ExportRun {
  final: AuditExport;
  /** The rows the record said were written, at each look while it ran. */
  progress: number[];
  /** The most the live heap of this process (where worlds runs the job) grew over its level before. */
  heapGrowth: number;
  samples: number;
  ms: number;
}

/** Asks for exports as an admin and watches them to their end, sampling the live heap meanwhile. */
export class ExportWatch {
  constructor(
    private readonly api: () => Requester,
    private readonly as: () => RequestOptions,
  ) {}

  async run(filter: AuditFilter, everyMs = 150): Promise<ExportRun> {
    const baseline = liveHeap();
    const started = Date.now();
    const created = await this.api().call(m.createExport, filter, this.as());
    const progress: number[] = [];
    let heapGrowth = 0;
    let samples = 0;
    for (;;) {
      const current = await this.find(created.exportId);
      heapGrowth = Math.max(heapGrowth, liveHeap() - baseline);
      samples += 1;
      if (current.status !== 'queued' && current.status !== 'running') return { final: current, progress, heapGrowth, samples, ms: Date.now() - started };
      progress.push(current.rows);
      if (Date.now() - started > 150_000) throw new Error(`export ${created.exportId} still ${current.status} after 150 s`);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }

  /** Waits until no export is queued or running. */
  async settle(): Promise<void> {
    for (let tries = 0; tries < 300; tries++) {
      const { items } = await this.api().call(m.exports, { pageSize: 100 }, this.as());
      if (!items.some((e) => e.status === 'queued' || e.status === 'running')) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('exports still running after 30 s');
  }

  private async find(exportId: string): Promise<AuditExport> {
    const { items } = await this.api().call(m.exports, { pageSize: 100 }, this.as());
    const found = items.find((e) => e.exportId === exportId);
    if (!found) throw new Error(`export ${exportId} is not listed`);
    return found;
  }
}

/** Counts a file's lines as they stream by (CRLF or LF), keeping only the first two. */
export async function linesOf(body: Readable): Promise<{ count: number; first?: string; second?: string }> {
  const lines: string[] = [];
  let count = 0;
  for await (const line of createInterface({ input: body, crlfDelay: Infinity })) {
    if (count < 2) lines.push(line);
    count += 1;
  }
  return { count, first: lines[0], second: lines[1] };
}
