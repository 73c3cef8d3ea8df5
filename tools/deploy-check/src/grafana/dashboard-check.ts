import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { REPO_ROOT } from '../render';

export const DASHBOARD_PATH = join(REPO_ROOT, 'k8s/grafana/simbiz-dashboard.json');

interface Panel {
  id?: number;
  type?: string;
  title?: string;
  gridPos?: { x: number; y: number; w: number; h: number };
  targets?: { expr?: string; refId?: string }[];
}

/** Series a histogram or summary adds to its name. */
const SUFFIXES = ['', '_bucket', '_sum', '_count'];

/**
 * Every metric the processes can expose: the ones named in the sources (a literal `'simbiz_…'`) and
 * prom-client's process defaults, with the series a histogram adds.
 */
export function knownMetrics(): Set<string> {
  const dirs = ['libs/service-kit/src', 'gateway/src', 'services'];
  const files = dirs.flatMap((dir) =>
    readdirSync(join(REPO_ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.ts') && !/spec\.ts$/.test(path))
      .map((path) => join(REPO_ROOT, dir, path)),
  );
  const own = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'(simbiz_[a-z0-9_]+)'/g)].map((m) => m[1] ?? ''));
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const defaults = registry.getMetricsAsArray().map((metric) => metric.name);
  return new Set([...own, ...defaults].flatMap((name) => SUFFIXES.map((suffix) => `${name}${suffix}`)));
}

/** What is wrong with a dashboard: its layout, its queries, and every metric it asks for that nothing exposes. */
export function dashboardProblems(dashboard: unknown, known: Set<string>): string[] {
  const problems: string[] = [];
  const board = dashboard as { title?: unknown; uid?: unknown; panels?: Panel[] };
  if (typeof board.title !== 'string' || typeof board.uid !== 'string') problems.push('a dashboard needs a title and a uid');
  const panels = Array.isArray(board.panels) ? board.panels : [];
  if (panels.length === 0) problems.push('no panels');
  const ids = new Set<number>();
  for (const panel of panels) {
    const name = panel.title ?? `panel ${String(panel.id)}`;
    if (typeof panel.id !== 'number' || ids.has(panel.id)) problems.push(`${name}: a missing or repeated id`);
    else ids.add(panel.id);
    const grid = panel.gridPos;
    if (!grid || grid.x < 0 || grid.w < 1 || grid.x + grid.w > 24 || grid.h < 1) problems.push(`${name}: outside Grafana's 24-column grid`);
    if (panel.type === 'row') continue;
    if (!panel.targets?.length) problems.push(`${name}: no query`);
    for (const target of panel.targets ?? []) {
      if (!target.expr || !target.refId) problems.push(`${name}: a query without an expression or a refId`);
      const metrics = (target.expr ?? '').match(/\b(?:simbiz|process|nodejs)_[a-z0-9_]+\b/g) ?? [];
      for (const metric of metrics) if (!known.has(metric)) problems.push(`${name}: no process exposes ${metric}`);
      if (!/namespace="\$namespace"/.test(target.expr ?? '')) problems.push(`${name}: a query not limited to the chosen namespace`);
    }
  }
  return problems;
}

export function committedDashboard(): unknown {
  return JSON.parse(readFileSync(DASHBOARD_PATH, 'utf8'));
}
