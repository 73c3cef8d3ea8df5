import { z } from 'zod';
import { pathParameters } from './route';
import { API_ROUTES } from './routes';

/** The item a round-bound route writes, by its path (`/worlds/{worldId}/store-products/{productId}` → productId), or null for a create. */
const itemOf = (path: string) => pathParameters(path).find((name) => name !== 'worldId') ?? null;
const fields = (schema: unknown) => (schema instanceof z.ZodObject ? Object.keys(schema.shape) : []);

describe('the versions of a company’s items (issue 47)', () => {
  const decisions = API_ROUTES.filter((route) => route.roundBound);

  it('makes every update and delete of an item state the version it was made from', () => {
    const writes = decisions.filter((route) => itemOf(route.path) !== null);
    expect(writes.length).toBeGreaterThan(30);
    const unversioned = writes.filter((route) => !fields(route.message.request).includes('version')).map((r) => `${r.method} ${r.path}`);
    expect(unversioned).toEqual([]);
  });

  it('asks no version of a write that makes an item (it has none yet)', () => {
    const creates = decisions.filter((route) => itemOf(route.path) === null);
    expect(creates.length).toBeGreaterThan(10);
    expect(creates.filter((route) => fields(route.message.request).includes('version')).map((r) => r.path)).toEqual([]);
  });

  it('refuses a version that is not a whole number from 1', () => {
    const update = API_ROUTES.find((route) => route.path === '/worlds/{worldId}/store-products/{productId}' && route.method === 'PATCH');
    const base = { worldId: '00000000-0000-4000-8000-000000000001', productId: '00000000-0000-4000-8000-000000000002', price: 3990 };
    for (const version of [0, -1, 1.5, '2', null]) expect(update?.message.request.safeParse({ ...base, version }).success).toBe(false);
    expect(update?.message.request.safeParse(base).success).toBe(false);
    expect(update?.message.request.safeParse({ ...base, version: 3 }).success).toBe(true);
  });
});
