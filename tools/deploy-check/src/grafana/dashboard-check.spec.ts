import { committedDashboard, dashboardProblems, knownMetrics } from './dashboard-check';

describe('k8s/grafana/simbiz-dashboard.json', () => {
  const known = knownMetrics();

  it('asks only for metrics the processes expose, each query limited to the chosen namespace', () => {
    expect(known.has('simbiz_round_stage_duration_seconds_bucket')).toBe(true);
    expect(known.has('simbiz_jetstream_consumer_pending')).toBe(true);
    expect(known.has('process_resident_memory_bytes')).toBe(true);
    expect(dashboardProblems(committedDashboard(), known)).toEqual([]);
  });

  it('shows the round path and the gateway', () => {
    const text = JSON.stringify(committedDashboard());
    for (const metric of [
      'simbiz_round_stage_duration_seconds_bucket',
      'simbiz_jetstream_consumer_pending',
      'simbiz_http_requests_total',
      'simbiz_db_pool_requests_waiting',
    ])
      expect(text).toContain(metric);
  });

  it('fails a dashboard asking for a metric nothing exposes, or laid out off the grid', () => {
    const broken = JSON.parse(JSON.stringify(committedDashboard())) as { panels: { gridPos: { x: number }; targets?: { expr: string }[] }[] };
    const panel = broken.panels.find((p) => p.targets?.length);
    if (!panel?.targets?.[0]) throw new Error('the dashboard has no query');
    panel.targets[0].expr = 'sum(rate(simbiz_round_stages_total{namespace="$namespace"}[5m]))';
    panel.gridPos.x = 20;
    const problems = dashboardProblems(broken, known);
    expect(problems).toEqual(expect.arrayContaining([expect.stringContaining('no process exposes simbiz_round_stages_total')]));
    expect(problems.some((p) => p.includes('24-column grid'))).toBe(true);
  });
});
