import {
  API,
  type ClearancePlan,
  type InventoryRowView,
  type MarketEnvironment,
  type ProductionCosts,
  type ProductionPlan,
  type ReallocationPlan,
  type Storage,
} from '@simbiz/contracts';
import { useRead } from '@simbiz/web-kit';

/** The reads of the warehouses pages, each loaded once per world (and again on its reload). */
export const useStorages = (worldId: string) =>
  useRead<Storage[]>((client, done) => void client.call({ route: API.warehouse.listStorages, data: { worldId }, success: done }), worldId);

/** The last resolved round's stock per model and warehouse (empty before any round is resolved). */
export const useInventory = (worldId: string) =>
  useRead<InventoryRowView[]>((client, done) => void client.call({ route: API.warehouse.listInventory, data: { worldId }, success: done }), worldId);

export const useClearancePlans = (worldId: string) =>
  useRead<ClearancePlan[]>((client, done) => void client.call({ route: API.warehouse.listClearancePlans, data: { worldId }, success: done }), worldId);

export const useReallocationPlans = (worldId: string) =>
  useRead<ReallocationPlan[]>((client, done) => void client.call({ route: API.warehouse.listReallocationPlans, data: { worldId }, success: done }), worldId);

/** Each model's packed weight and volume (freight and space) and the factory's lead days. */
export const useProductionCosts = (worldId: string) =>
  useRead<ProductionCosts>((client, done) => void client.call({ route: API.products.productionCosts, data: { worldId }, success: done }), worldId);

export const useProductions = (worldId: string) =>
  useRead<ProductionPlan[]>((client, done) => void client.call({ route: API.products.listProductions, data: { worldId }, success: done }), worldId);

/** What the screenplay fixes of warehouses (rent, handling) and logistics services. */
export const useEnvironment = (worldId: string) =>
  useRead<MarketEnvironment>((client, done) => void client.call({ route: API.engine.marketEnvironment, data: { worldId }, success: done }), worldId);
