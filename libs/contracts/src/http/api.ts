import type { z } from 'zod';
import type { adminAccountsMessages, adminLogsMessages, adminScreenplaysMessages, adminSystemMessages, adminWorldsMessages } from '../messages/admin';
import type { identityMessages, profileMessage } from '../messages/identity';
import type { achievementsMessages } from '../messages/achievements';
import type { analysesMessages } from '../messages/analyses';
import type { announcementsMessages, discussionsMessages, referencesMessages } from '../messages/course';
import type { engineMessages } from '../messages/engine';
import type { financeMessages } from '../messages/finance';
import type { productsMessages } from '../messages/products';
import type { storesMessages } from '../messages/stores';
import type { teamsMessages } from '../messages/teams';
import type { warehouseMessages } from '../messages/warehouse';
import type { worldsMessages } from '../messages/worlds';
import type { MessageDef } from '../messaging/message';
import type { AuthRequirement, HttpMethod } from './route';

/**
 * One HTTP route as the browser knows it: method, path and rules, with the types of the message
 * it forwards but none of its schemas, so a page that calls the API ships no validation code.
 * The gateway's RouteDef is the same route with the message (and its zod schemas) attached.
 */
export interface ApiRoute<M extends MessageDef = MessageDef> {
  readonly method: HttpMethod;
  /** Path under /api with `{name}` parameters, e.g. `/worlds/{worldId}/details`. */
  readonly path: string;
  readonly auth: AuthRequirement;
  /** A write bound to the current round: `x-vrid` must name the latest round, else 130059. */
  readonly roundBound: boolean;
  /**
   * A read whose answer depends only on the world's state and the caller: the gateway may keep
   * it until a worldChanged event (or its own write to the world) says otherwise.
   */
  readonly cachedPerWorld?: boolean;
  /**
   * A read of one company (its decisions, stock, statements, budget): the caller's own, or for a
   * manager the one a `companyId` names (the class view's company picker, which adds it).
   */
  readonly companyRead?: boolean;
  /**
   * A write that changes nothing a cached read shows (the course's posts): the gateway keeps the
   * world's cached reads, which a write otherwise drops.
   */
  readonly keepsWorldReads?: boolean;
  /** Never present at run time: carries the message's types to the callers. */
  readonly __message?: M;
}

/** What a caller sends on a route (before the service's defaults apply). */
export type RouteRequest<R extends ApiRoute> = R extends ApiRoute<infer M> ? z.input<M['request']> : never;
/** What a route answers with on success. */
export type RouteReply<R extends ApiRoute> = R extends ApiRoute<infer M> ? z.output<M['reply']> : never;

type Rules = Omit<ApiRoute, '__message'>;

/** A table of routes named after the messages they forward (the names are checked). */
const table =
  <Messages>() =>
  <T extends { [K in keyof T]: K extends keyof Messages ? Rules : never }>(routes: T) =>
    routes as unknown as { readonly [K in keyof T]: ApiRoute<Messages[K & keyof Messages] & MessageDef> };

type AccountMessages = typeof identityMessages & { profile: typeof profileMessage };

/*
 * The route tables, one per area, each a constant of its own and built by a pure call, so a bundle
 * carries only the areas it imports (the shell: identity and worlds). `API` groups them for the
 * gateway and the remotes.
 */
export const IDENTITY_API = /*#__PURE__*/ table<AccountMessages>()({
  profile: { method: 'GET', path: '/account/profile', auth: 'public', roundBound: false },
  signUp: { method: 'POST', path: '/account/sign-up', auth: 'public', roundBound: false },
  license: { method: 'GET', path: '/admin/license', auth: { role: 'admin' }, roundBound: false },
  installLicense: { method: 'PUT', path: '/admin/license', auth: { role: 'admin' }, roundBound: false },
  invite: { method: 'POST', path: '/admin/invitations', auth: { role: 'admin' }, roundBound: false },
  grantRole: { method: 'POST', path: '/admin/accounts/{userId}/roles', auth: { role: 'admin' }, roundBound: false },
});

export const WORLDS_API = /*#__PURE__*/ table<typeof worldsMessages>()({
  details: { method: 'GET', path: '/worlds/{worldId}/details', auth: 'signedIn', roundBound: false, cachedPerWorld: true },
  resources: { method: 'GET', path: '/worlds/{worldId}/resources', auth: 'signedIn', roundBound: false, cachedPerWorld: true },
  create: { method: 'POST', path: '/worlds', auth: { role: 'licensed' }, roundBound: false },
  listMine: { method: 'GET', path: '/worlds', auth: 'signedIn', roundBound: false },
  screenplays: { method: 'GET', path: '/screenplays', auth: { role: 'licensed' }, roundBound: false },
  join: { method: 'POST', path: '/worlds/{worldId}/join', auth: 'signedIn', roundBound: false },
  schedule: { method: 'GET', path: '/worlds/{worldId}/schedules', auth: 'signedIn', roundBound: false },
  moveDeadline: { method: 'PUT', path: '/worlds/{worldId}/schedules/{round}', auth: 'signedIn', roundBound: false },
  extend: { method: 'POST', path: '/worlds/{worldId}/schedules/extend', auth: 'signedIn', roundBound: false },
  pause: { method: 'POST', path: '/worlds/{worldId}/pause', auth: 'signedIn', roundBound: false },
  resume: { method: 'POST', path: '/worlds/{worldId}/resume', auth: 'signedIn', roundBound: false },
  settings: { method: 'GET', path: '/worlds/{worldId}/settings', auth: 'signedIn', roundBound: false },
  updateSettings: { method: 'PATCH', path: '/worlds/{worldId}/settings', auth: 'signedIn', roundBound: false },
  closeRound: { method: 'POST', path: '/worlds/{worldId}/rounds/close', auth: 'signedIn', roundBound: false },
  retryRound: { method: 'POST', path: '/worlds/{worldId}/rounds/retry', auth: 'signedIn', roundBound: false },
  rerunRound: { method: 'POST', path: '/worlds/{worldId}/rounds/rerun', auth: 'signedIn', roundBound: false },
  listMembers: { method: 'GET', path: '/worlds/{worldId}/participants', auth: 'signedIn', roundBound: false },
  addMembers: { method: 'POST', path: '/worlds/{worldId}/participants', auth: 'signedIn', roundBound: false },
  removeMember: { method: 'DELETE', path: '/worlds/{worldId}/participants/{userId}', auth: 'signedIn', roundBound: false },
});

export const TEAMS_API = /*#__PURE__*/ table<typeof teamsMessages>()({
  list: { method: 'GET', path: '/worlds/{worldId}/teams', auth: 'signedIn', roundBound: false },
  mine: { method: 'GET', path: '/worlds/{worldId}/team', auth: 'signedIn', roundBound: false },
  create: { method: 'POST', path: '/worlds/{worldId}/teams', auth: 'signedIn', roundBound: false },
  join: { method: 'POST', path: '/worlds/{worldId}/teams/{teamId}/join', auth: 'signedIn', roundBound: false },
  leave: { method: 'POST', path: '/worlds/{worldId}/team/leave', auth: 'signedIn', roundBound: false },
  rename: { method: 'PATCH', path: '/worlds/{worldId}/team', auth: 'signedIn', roundBound: false },
  resetPasscode: { method: 'POST', path: '/worlds/{worldId}/team/passcode', auth: 'signedIn', roundBound: false },
  updateSettings: { method: 'PATCH', path: '/worlds/{worldId}/team/settings', auth: 'signedIn', roundBound: false },
  placeMember: { method: 'PUT', path: '/worlds/{worldId}/teams/{teamId}/members/{userId}', auth: 'signedIn', roundBound: false },
  removeMember: { method: 'DELETE', path: '/worlds/{worldId}/teams/{teamId}/members/{userId}', auth: 'signedIn', roundBound: false },
  warnings: { method: 'GET', path: '/worlds/{worldId}/warnings', auth: 'signedIn', roundBound: false, companyRead: true },
});

export const PRODUCTS_API = /*#__PURE__*/ table<typeof productsMessages>()({
  listBrands: { method: 'GET', path: '/worlds/{worldId}/brands', auth: 'signedIn', roundBound: false, companyRead: true },
  createBrand: { method: 'POST', path: '/worlds/{worldId}/brands', auth: 'signedIn', roundBound: true },
  renameBrand: { method: 'PATCH', path: '/worlds/{worldId}/brands/{brandId}', auth: 'signedIn', roundBound: true },
  deleteBrand: { method: 'DELETE', path: '/worlds/{worldId}/brands/{brandId}', auth: 'signedIn', roundBound: true },
  listModels: { method: 'GET', path: '/worlds/{worldId}/models', auth: 'signedIn', roundBound: false, companyRead: true },
  createModel: { method: 'POST', path: '/worlds/{worldId}/models', auth: 'signedIn', roundBound: true },
  updateModel: { method: 'PATCH', path: '/worlds/{worldId}/models/{modelId}', auth: 'signedIn', roundBound: true },
  deleteModel: { method: 'DELETE', path: '/worlds/{worldId}/models/{modelId}', auth: 'signedIn', roundBound: true },
  listPersonas: { method: 'GET', path: '/worlds/{worldId}/personas', auth: 'signedIn', roundBound: false, companyRead: true },
  createPersona: { method: 'POST', path: '/worlds/{worldId}/personas', auth: 'signedIn', roundBound: true },
  updatePersona: { method: 'PATCH', path: '/worlds/{worldId}/personas/{personaId}', auth: 'signedIn', roundBound: true },
  deletePersona: { method: 'DELETE', path: '/worlds/{worldId}/personas/{personaId}', auth: 'signedIn', roundBound: true },
  listProductions: { method: 'GET', path: '/worlds/{worldId}/productions', auth: 'signedIn', roundBound: false, companyRead: true },
  createProduction: { method: 'POST', path: '/worlds/{worldId}/productions', auth: 'signedIn', roundBound: true },
  updateProduction: { method: 'PATCH', path: '/worlds/{worldId}/productions/{planId}', auth: 'signedIn', roundBound: true },
  deleteProduction: { method: 'DELETE', path: '/worlds/{worldId}/productions/{planId}', auth: 'signedIn', roundBound: true },
  productionCosts: { method: 'GET', path: '/worlds/{worldId}/production-costs', auth: 'signedIn', roundBound: false, companyRead: true },
  worldBrands: { method: 'GET', path: '/worlds/{worldId}/company-brands', auth: 'signedIn', roundBound: false },
  research: { method: 'GET', path: '/worlds/{worldId}/research', auth: 'signedIn', roundBound: false, companyRead: true },
  createRdPlan: { method: 'POST', path: '/worlds/{worldId}/research/plans', auth: 'signedIn', roundBound: true },
  updateRdPlan: { method: 'PATCH', path: '/worlds/{worldId}/research/plans/{planId}', auth: 'signedIn', roundBound: true },
  deleteRdPlan: { method: 'DELETE', path: '/worlds/{worldId}/research/plans/{planId}', auth: 'signedIn', roundBound: true },
  stopRdPlan: { method: 'POST', path: '/worlds/{worldId}/research/plans/{planId}/stop', auth: 'signedIn', roundBound: true },
  bindPrototype: { method: 'PUT', path: '/worlds/{worldId}/prototypes/{prototypeId}/model', auth: 'signedIn', roundBound: true },
  unbindPrototype: { method: 'DELETE', path: '/worlds/{worldId}/prototypes/{prototypeId}/model', auth: 'signedIn', roundBound: true },
});

export const WAREHOUSE_API = /*#__PURE__*/ table<typeof warehouseMessages>()({
  listStorages: { method: 'GET', path: '/worlds/{worldId}/storages', auth: 'signedIn', roundBound: false, companyRead: true },
  createStorage: { method: 'POST', path: '/worlds/{worldId}/storages', auth: 'signedIn', roundBound: true },
  updateStorage: { method: 'PATCH', path: '/worlds/{worldId}/storages/{storageId}', auth: 'signedIn', roundBound: true },
  deleteStorage: { method: 'DELETE', path: '/worlds/{worldId}/storages/{storageId}', auth: 'signedIn', roundBound: true },
  releaseStorage: { method: 'POST', path: '/worlds/{worldId}/storages/{storageId}/release', auth: 'signedIn', roundBound: true },
  listInventory: { method: 'GET', path: '/worlds/{worldId}/inventory', auth: 'signedIn', roundBound: false, companyRead: true },
  listClearancePlans: { method: 'GET', path: '/worlds/{worldId}/clearance-plans', auth: 'signedIn', roundBound: false, companyRead: true },
  createClearancePlan: { method: 'POST', path: '/worlds/{worldId}/clearance-plans', auth: 'signedIn', roundBound: true },
  updateClearancePlan: { method: 'PATCH', path: '/worlds/{worldId}/clearance-plans/{planId}', auth: 'signedIn', roundBound: true },
  deleteClearancePlan: { method: 'DELETE', path: '/worlds/{worldId}/clearance-plans/{planId}', auth: 'signedIn', roundBound: true },
  listReallocationPlans: { method: 'GET', path: '/worlds/{worldId}/reallocation-plans', auth: 'signedIn', roundBound: false, companyRead: true },
  createReallocationPlan: { method: 'POST', path: '/worlds/{worldId}/reallocation-plans', auth: 'signedIn', roundBound: true },
  updateReallocationPlan: { method: 'PATCH', path: '/worlds/{worldId}/reallocation-plans/{planId}', auth: 'signedIn', roundBound: true },
  deleteReallocationPlan: { method: 'DELETE', path: '/worlds/{worldId}/reallocation-plans/{planId}', auth: 'signedIn', roundBound: true },
});

export const STORES_API = /*#__PURE__*/ table<typeof storesMessages>()({
  listStores: { method: 'GET', path: '/worlds/{worldId}/stores', auth: 'signedIn', roundBound: false, companyRead: true },
  openStore: { method: 'POST', path: '/worlds/{worldId}/stores', auth: 'signedIn', roundBound: true },
  listProducts: { method: 'GET', path: '/worlds/{worldId}/store-products', auth: 'signedIn', roundBound: false, companyRead: true },
  createProduct: { method: 'POST', path: '/worlds/{worldId}/store-products', auth: 'signedIn', roundBound: true },
  updateProduct: { method: 'PATCH', path: '/worlds/{worldId}/store-products/{productId}', auth: 'signedIn', roundBound: true },
  setProductOnline: { method: 'PUT', path: '/worlds/{worldId}/store-products/{productId}/online', auth: 'signedIn', roundBound: true },
  deleteProduct: { method: 'DELETE', path: '/worlds/{worldId}/store-products/{productId}', auth: 'signedIn', roundBound: true },
  listCompanyPromotions: { method: 'GET', path: '/worlds/{worldId}/company-promotions', auth: 'signedIn', roundBound: false, companyRead: true },
  createCompanyPromotion: { method: 'POST', path: '/worlds/{worldId}/company-promotions', auth: 'signedIn', roundBound: true },
  updateCompanyPromotion: { method: 'PATCH', path: '/worlds/{worldId}/company-promotions/{promotionId}', auth: 'signedIn', roundBound: true },
  deleteCompanyPromotion: { method: 'DELETE', path: '/worlds/{worldId}/company-promotions/{promotionId}', auth: 'signedIn', roundBound: true },
  listProductPromotions: { method: 'GET', path: '/worlds/{worldId}/product-promotions', auth: 'signedIn', roundBound: false, companyRead: true },
  createProductPromotion: { method: 'POST', path: '/worlds/{worldId}/product-promotions', auth: 'signedIn', roundBound: true },
  updateProductPromotion: { method: 'PATCH', path: '/worlds/{worldId}/product-promotions/{promotionId}', auth: 'signedIn', roundBound: true },
  deleteProductPromotion: { method: 'DELETE', path: '/worlds/{worldId}/product-promotions/{promotionId}', auth: 'signedIn', roundBound: true },
  roundActivity: { method: 'GET', path: '/worlds/{worldId}/store-activity', auth: 'signedIn', roundBound: false, companyRead: true },
  listShowcaseChoices: { method: 'GET', path: '/worlds/{worldId}/showcase-choices', auth: 'signedIn', roundBound: false, companyRead: true },
  chooseShowcase: { method: 'POST', path: '/worlds/{worldId}/showcase-choices', auth: 'signedIn', roundBound: true },
  deleteShowcaseChoice: { method: 'DELETE', path: '/worlds/{worldId}/showcase-choices/{choiceId}', auth: 'signedIn', roundBound: true },
  listPackages: { method: 'GET', path: '/worlds/{worldId}/store-packages', auth: 'signedIn', roundBound: false, companyRead: true },
  createPackage: { method: 'POST', path: '/worlds/{worldId}/store-packages', auth: 'signedIn', roundBound: true },
  updatePackage: { method: 'PATCH', path: '/worlds/{worldId}/store-packages/{packageId}', auth: 'signedIn', roundBound: true },
  deletePackage: { method: 'DELETE', path: '/worlds/{worldId}/store-packages/{packageId}', auth: 'signedIn', roundBound: true },
  listTrafficPurchases: { method: 'GET', path: '/worlds/{worldId}/traffic-purchases', auth: 'signedIn', roundBound: false, companyRead: true },
  buyTrafficPackage: { method: 'POST', path: '/worlds/{worldId}/traffic-purchases', auth: 'signedIn', roundBound: true },
  deleteTrafficPurchase: { method: 'DELETE', path: '/worlds/{worldId}/traffic-purchases/{purchaseId}', auth: 'signedIn', roundBound: true },
  listAdBids: { method: 'GET', path: '/worlds/{worldId}/ad-bids', auth: 'signedIn', roundBound: false, companyRead: true },
  createAdBid: { method: 'POST', path: '/worlds/{worldId}/ad-bids', auth: 'signedIn', roundBound: true },
  updateAdBid: { method: 'PATCH', path: '/worlds/{worldId}/ad-bids/{bidId}', auth: 'signedIn', roundBound: true },
  deleteAdBid: { method: 'DELETE', path: '/worlds/{worldId}/ad-bids/{bidId}', auth: 'signedIn', roundBound: true },
  listRecharges: { method: 'GET', path: '/worlds/{worldId}/ad-recharges', auth: 'signedIn', roundBound: false, companyRead: true },
  createRecharge: { method: 'POST', path: '/worlds/{worldId}/ad-recharges', auth: 'signedIn', roundBound: true },
  updateRecharge: { method: 'PATCH', path: '/worlds/{worldId}/ad-recharges/{rechargeId}', auth: 'signedIn', roundBound: true },
  deleteRecharge: { method: 'DELETE', path: '/worlds/{worldId}/ad-recharges/{rechargeId}', auth: 'signedIn', roundBound: true },
  listMerchantLivestreams: { method: 'GET', path: '/worlds/{worldId}/merchant-livestreams', auth: 'signedIn', roundBound: false, companyRead: true },
  createMerchantLivestream: { method: 'POST', path: '/worlds/{worldId}/merchant-livestreams', auth: 'signedIn', roundBound: true },
  updateMerchantLivestream: { method: 'PATCH', path: '/worlds/{worldId}/merchant-livestreams/{livestreamId}', auth: 'signedIn', roundBound: true },
  deleteMerchantLivestream: { method: 'DELETE', path: '/worlds/{worldId}/merchant-livestreams/{livestreamId}', auth: 'signedIn', roundBound: true },
  listInfluencerLivestreams: { method: 'GET', path: '/worlds/{worldId}/influencer-livestreams', auth: 'signedIn', roundBound: false, companyRead: true },
  createInfluencerLivestream: { method: 'POST', path: '/worlds/{worldId}/influencer-livestreams', auth: 'signedIn', roundBound: true },
  updateInfluencerLivestream: { method: 'PATCH', path: '/worlds/{worldId}/influencer-livestreams/{livestreamId}', auth: 'signedIn', roundBound: true },
  deleteInfluencerLivestream: { method: 'DELETE', path: '/worlds/{worldId}/influencer-livestreams/{livestreamId}', auth: 'signedIn', roundBound: true },
});

export const FINANCE_API = /*#__PURE__*/ table<typeof financeMessages>()({
  capital: { method: 'GET', path: '/worlds/{worldId}/capital', auth: 'signedIn', roundBound: false, companyRead: true },
  listLoans: { method: 'GET', path: '/worlds/{worldId}/loans', auth: 'signedIn', roundBound: false, companyRead: true },
  takeLoan: { method: 'POST', path: '/worlds/{worldId}/loans', auth: 'signedIn', roundBound: true },
  cancelLoan: { method: 'DELETE', path: '/worlds/{worldId}/loans/{loanId}', auth: 'signedIn', roundBound: true },
  statements: { method: 'GET', path: '/worlds/{worldId}/statements', auth: 'signedIn', roundBound: false, companyRead: true },
});

export const ENGINE_API = /*#__PURE__*/ table<typeof engineMessages>()({
  budget: { method: 'GET', path: '/worlds/{worldId}/budget', auth: 'signedIn', roundBound: false, companyRead: true },
  forecastInput: { method: 'GET', path: '/worlds/{worldId}/forecast', auth: 'signedIn', roundBound: false, companyRead: true },
  newsFlash: { method: 'GET', path: '/worlds/{worldId}/market-research/news-flash', auth: 'signedIn', roundBound: false, cachedPerWorld: true },
  marketSegments: { method: 'GET', path: '/worlds/{worldId}/market-research/segments', auth: 'signedIn', roundBound: false, cachedPerWorld: true },
  marketEnvironment: { method: 'GET', path: '/worlds/{worldId}/market-research/environment', auth: 'signedIn', roundBound: false, cachedPerWorld: true },
  industryReport: { method: 'GET', path: '/worlds/{worldId}/market-research/industry-report', auth: 'signedIn', roundBound: false, cachedPerWorld: true },
});

export const ACHIEVEMENTS_API = /*#__PURE__*/ table<typeof achievementsMessages>()({
  get: { method: 'GET', path: '/worlds/{worldId}/achievements', auth: 'signedIn', roundBound: false, cachedPerWorld: true },
  updateWeights: { method: 'PUT', path: '/worlds/{worldId}/achievements/weights', auth: 'signedIn', roundBound: false },
  grade: { method: 'PUT', path: '/worlds/{worldId}/achievements/contributions', auth: 'signedIn', roundBound: false },
});

export const ANALYSES_API = /*#__PURE__*/ table<typeof analysesMessages>()({
  read: { method: 'GET', path: '/worlds/{worldId}/analyses/{view}', auth: 'signedIn', roundBound: false, cachedPerWorld: true, companyRead: true },
});

/** Course writes keep the world's cached reads (analyses, market research): a post changes none of them. */
const post = { auth: 'signedIn', roundBound: false, keepsWorldReads: true } as const;
const read = { method: 'GET', auth: 'signedIn', roundBound: false } as const;

export const ANNOUNCEMENTS_API = /*#__PURE__*/ table<typeof announcementsMessages>()({
  list: { ...read, path: '/worlds/{worldId}/announcements' },
  create: { ...post, method: 'POST', path: '/worlds/{worldId}/announcements' },
  update: { ...post, method: 'PATCH', path: '/worlds/{worldId}/announcements/{announcementId}' },
  remove: { ...post, method: 'DELETE', path: '/worlds/{worldId}/announcements/{announcementId}' },
  markRead: { ...post, method: 'POST', path: '/worlds/{worldId}/announcements/read' },
});

export const DISCUSSIONS_API = /*#__PURE__*/ table<typeof discussionsMessages>()({
  listThreads: { ...read, path: '/worlds/{worldId}/threads' },
  getThread: { ...read, path: '/worlds/{worldId}/threads/{threadId}' },
  createThread: { ...post, method: 'POST', path: '/worlds/{worldId}/threads' },
  updateThread: { ...post, method: 'PATCH', path: '/worlds/{worldId}/threads/{threadId}' },
  pinThread: { ...post, method: 'PUT', path: '/worlds/{worldId}/threads/{threadId}/pin' },
  removeThread: { ...post, method: 'DELETE', path: '/worlds/{worldId}/threads/{threadId}' },
  createReply: { ...post, method: 'POST', path: '/worlds/{worldId}/threads/{threadId}/replies' },
  updateReply: { ...post, method: 'PATCH', path: '/worlds/{worldId}/threads/{threadId}/replies/{replyId}' },
  removeReply: { ...post, method: 'DELETE', path: '/worlds/{worldId}/threads/{threadId}/replies/{replyId}' },
});

/** References' files travel outside this table (STREAM_ROUTES): the gateway streams them. */
export const REFERENCES_API = /*#__PURE__*/ table<typeof referencesMessages>()({
  list: { ...read, path: '/worlds/{worldId}/references' },
  addLink: { ...post, method: 'POST', path: '/worlds/{worldId}/references/links' },
  update: { ...post, method: 'PATCH', path: '/worlds/{worldId}/references/{referenceId}' },
  remove: { ...post, method: 'DELETE', path: '/worlds/{worldId}/references/{referenceId}' },
});

const admin = { auth: { role: 'admin' }, roundBound: false } as const;

/** The admin console's routes (mfe-admin): the admin role before anything reaches a service. */
export const ADMIN_ACCOUNTS_API = /*#__PURE__*/ table<typeof adminAccountsMessages>()({
  list: { ...admin, method: 'GET', path: '/admin/accounts' },
  revokeRole: { ...admin, method: 'DELETE', path: '/admin/accounts/{userId}/roles/{role}' },
  disable: { ...admin, method: 'POST', path: '/admin/accounts/{userId}/disable' },
  enable: { ...admin, method: 'POST', path: '/admin/accounts/{userId}/enable' },
  invitations: { ...admin, method: 'GET', path: '/admin/invitations' },
});

export const ADMIN_WORLDS_API = /*#__PURE__*/ table<typeof adminWorldsMessages>()({
  list: { ...admin, method: 'GET', path: '/admin/worlds' },
  pause: { ...admin, method: 'POST', path: '/admin/worlds/{worldId}/pause' },
  resume: { ...admin, method: 'POST', path: '/admin/worlds/{worldId}/resume' },
  retryRound: { ...admin, method: 'POST', path: '/admin/worlds/{worldId}/rounds/retry' },
  archive: { ...admin, method: 'POST', path: '/admin/worlds/{worldId}/archive' },
  restore: { ...admin, method: 'POST', path: '/admin/worlds/{worldId}/restore' },
  licenseUsage: { ...admin, method: 'GET', path: '/admin/license/usage' },
});

export const ADMIN_SCREENPLAYS_API = /*#__PURE__*/ table<typeof adminScreenplaysMessages>()({
  list: { ...admin, method: 'GET', path: '/admin/screenplays' },
  import: { ...admin, method: 'POST', path: '/admin/screenplays' },
  remove: { ...admin, method: 'DELETE', path: '/admin/screenplays/{screenplayId}' },
});

export const ADMIN_SYSTEM_API = /*#__PURE__*/ table<typeof adminSystemMessages>()({
  counts: { ...admin, method: 'GET', path: '/admin/dashboard/counts' },
  health: { ...admin, method: 'GET', path: '/admin/dashboard/health' },
  performance: { ...admin, method: 'GET', path: '/admin/dashboard/performance' },
  storages: { ...admin, method: 'GET', path: '/admin/storages' },
  testStorage: { ...admin, method: 'POST', path: '/admin/storages/{name}/test' },
});

export const ADMIN_LOGS_API = /*#__PURE__*/ table<typeof adminLogsMessages>()({
  list: { ...admin, method: 'GET', path: '/admin/logs' },
  createExport: { ...admin, method: 'POST', path: '/admin/logs/exports' },
  exports: { ...admin, method: 'GET', path: '/admin/logs/exports' },
  removeExport: { ...admin, method: 'DELETE', path: '/admin/logs/exports/{exportId}' },
});

/**
 * Every route of the gateway, by area and message name: the gateway serves these and nothing else
 * under /api. `identity.profile`, `worlds.details` and `worlds.resources` are the calls section 7
 * names; the rest are the product's own.
 */
export const API = {
  identity: IDENTITY_API,
  worlds: WORLDS_API,
  teams: TEAMS_API,
  products: PRODUCTS_API,
  warehouse: WAREHOUSE_API,
  stores: STORES_API,
  finance: FINANCE_API,
  engine: ENGINE_API,
  achievements: ACHIEVEMENTS_API,
  analyses: ANALYSES_API,
  announcements: ANNOUNCEMENTS_API,
  discussions: DISCUSSIONS_API,
  references: REFERENCES_API,
  adminAccounts: ADMIN_ACCOUNTS_API,
  adminWorlds: ADMIN_WORLDS_API,
  adminScreenplays: ADMIN_SCREENPLAYS_API,
  adminSystem: ADMIN_SYSTEM_API,
  adminLogs: ADMIN_LOGS_API,
} as const;
