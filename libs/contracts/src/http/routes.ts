import { adminAccountsMessages, adminLogsMessages, adminScreenplaysMessages, adminSystemMessages, adminWorldsMessages } from '../messages/admin';
import { identityMessages, profileMessage } from '../messages/identity';
import { achievementsMessages } from '../messages/achievements';
import { analysesMessages } from '../messages/analyses';
import { announcementsMessages, discussionsMessages, referencesMessages } from '../messages/course';
import { engineMessages } from '../messages/engine';
import { financeMessages } from '../messages/finance';
import { productsMessages } from '../messages/products';
import { storesMessages } from '../messages/stores';
import { teamsMessages } from '../messages/teams';
import { warehouseMessages } from '../messages/warehouse';
import { worldsMessages } from '../messages/worlds';
import type { MessageDef } from '../messaging/message';
import { API, type ApiRoute } from './api';
import { defineRoute, type RouteDef } from './route';

/** Attaches to each route of an area the message of the same name. */
function bind<T extends Record<string, ApiRoute>>(routes: T, messages: { [K in keyof T]: MessageDef }): RouteDef[] {
  return Object.entries(routes).map(([name, route]) => defineRoute({ ...route, message: messages[name as keyof T] }));
}

/** Every route of the gateway with its message: the gateway serves these and nothing else under /api. */
export const API_ROUTES: readonly RouteDef[] = [
  ...bind(API.identity, { ...identityMessages, profile: profileMessage }),
  ...bind(API.worlds, worldsMessages),
  ...bind(API.teams, teamsMessages),
  ...bind(API.products, productsMessages),
  ...bind(API.warehouse, warehouseMessages),
  ...bind(API.stores, storesMessages),
  ...bind(API.finance, financeMessages),
  ...bind(API.engine, engineMessages),
  ...bind(API.achievements, achievementsMessages),
  ...bind(API.analyses, analysesMessages),
  ...bind(API.announcements, announcementsMessages),
  ...bind(API.discussions, discussionsMessages),
  ...bind(API.references, { ...referencesMessages }),
  ...bind(API.adminAccounts, adminAccountsMessages),
  ...bind(API.adminWorlds, adminWorldsMessages),
  ...bind(API.adminScreenplays, adminScreenplaysMessages),
  ...bind(API.adminSystem, adminSystemMessages),
  ...bind(API.adminLogs, adminLogsMessages),
];
