/**
 * Which logistics services a company can use now: a service carries stock out of a warehouse where
 * the company rents space, to shoppers in a market (deliveries) or to another warehouse where it
 * rents space too (reallocation: 300047 otherwise).
 */

export type Destination = { kind: 'warehouse'; warehouseId: string } | { kind: 'market'; marketId: string };

export interface Route {
  id: string;
  fromWarehouseId: string;
  to: Destination;
}

/** The warehouses the company would still have to rent space in to use the service (none: it can). */
export function missingStorages(route: Route, rentedWarehouseIds: ReadonlySet<string>): string[] {
  const ends = route.to.kind === 'warehouse' ? [route.fromWarehouseId, route.to.warehouseId] : [route.fromWarehouseId];
  return ends.filter((id, i) => !rentedWarehouseIds.has(id) && ends.indexOf(id) === i);
}

/** The services a reallocation from `fromWarehouseId` may name: to another warehouse (300035, 300029). */
export function reallocationRoutes<R extends Route>(routes: readonly R[], fromWarehouseId: string): (R & { to: { kind: 'warehouse'; warehouseId: string } })[] {
  return routes.filter(
    (r): r is R & { to: { kind: 'warehouse'; warehouseId: string } } =>
      r.fromWarehouseId === fromWarehouseId && r.to.kind === 'warehouse' && r.to.warehouseId !== fromWarehouseId,
  );
}
