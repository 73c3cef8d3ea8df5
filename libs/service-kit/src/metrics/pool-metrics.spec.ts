import { sampleValue } from '@simbiz/testing';
import { createMetricsRegistry } from './metrics-registry';
import { type PoolCounts, watchPool } from './pool-metrics';

describe('watchPool', () => {
  it('reads the pool counts at each scrape', async () => {
    const counts = { totalCount: 2, idleCount: 1, waitingCount: 0 };
    const registry = createMetricsRegistry('finance');
    watchPool(registry, counts as PoolCounts);
    expect(sampleValue(await registry.metrics(), 'simbiz_db_pool_connections_total', { service: 'finance' })).toBe(2);
    Object.assign(counts, { totalCount: 10, idleCount: 0, waitingCount: 7 });
    const text = await registry.metrics();
    expect(sampleValue(text, 'simbiz_db_pool_connections_total')).toBe(10);
    expect(sampleValue(text, 'simbiz_db_pool_connections_idle')).toBe(0);
    expect(sampleValue(text, 'simbiz_db_pool_requests_waiting')).toBe(7);
  });
});
