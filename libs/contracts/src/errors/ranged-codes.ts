import { family } from './error-entry';

/**
 * The ranged families of section 8. The specification gives the ranges, not the texts;
 * the individual codes below are this project's (odd numbers, as in the named codes).
 */
export const SCHEDULE_CODES = family('worlds', [
  [140001, 'scheduleNotFound'],
  [140003, 'deadlineRequired'],
  [140005, 'deadlineInPast'],
  [140007, 'deadlineNotAfterPrevious'],
  [140009, 'deadlineNotBeforeNext'],
  [140011, 'deadlineAdjustmentTooSmall', ['minutes']],
  [140013, 'roundIntervalTooLong'],
  [140015, 'scheduleFinished'],
  [140017, 'preparationDeadlineLocked'],
  [140019, 'roundCountOutOfRange', ['min', 'max']],
  [140021, 'scheduleLockedInStage'],
]);

export const BRAND_MODEL_CODES = family('products', [
  [170001, 'brandNotFound'],
  [170003, 'brandNameExists'],
  [170005, 'brandHasModels'],
  [170007, 'brandLimitReached', ['count']],
  [170009, 'brandNotOwned'],
  [170011, 'modelNotFound'],
  [170013, 'modelNameExists'],
  [170015, 'modelLimitReached', ['count']],
  [170017, 'modelHasPrototypes'],
  [170019, 'valuePropositionCount', ['min', 'max']],
  [170021, 'physicalAttributeCount', ['min', 'max']],
  [170023, 'attributeCombinationUnsupported'],
  [170025, 'segmentChosenTwice'],
  [170027, 'productAlreadyReleased'],
  [170029, 'modelInUse'],
  [170031, 'personaRequired'],
  [170033, 'modelNotOwned'],
]);

export const PROTOTYPE_RD_CODES = family('products', [
  [180001, 'prototypeNotFound'],
  [180003, 'prototypeBoundElsewhere'],
  [180005, 'prototypeInUse'],
  [180007, 'gradeOutOfRange', ['min', 'max']],
  [180009, 'prototypeCombinationUnsupported'],
  [180011, 'rdPlanNotFound'],
  [180013, 'rdPlanExists'],
  [180015, 'rdPlanInsufficientCash'],
  [180017, 'gradeAlreadyReached'],
  [180019, 'rdPlanInProgress'],
]);

export const PRODUCTION_CODES = family('products', [
  [190003, 'productionPlanNotFound'],
  [190005, 'productionCapacityExceeded', ['capacity']],
  [190007, 'productionQuantityInvalid'],
  [190009, 'productionInsufficientCash'],
]);

export const STORAGE_CODES = family('warehouse', [
  [200005, 'storageNotFound'],
  [200007, 'defaultStorageLocked'],
  [200009, 'storageNameExists'],
  [200011, 'storageNotEmpty'],
  [200013, 'storageCapacityExceeded', ['capacity']],
  [200015, 'storageWarehouseNotFound'],
  [201001, 'storageRentInsufficientCash'],
  [201003, 'storageBelowStoredVolume'],
  [201005, 'storageMarketUnavailable'],
  [201007, 'storageLimitReached', ['count']],
]);

export const STORE_CODES = family('stores', [
  [210005, 'storeNotFound'],
  [210007, 'storeAlreadyOpened'],
  [210009, 'storeNameExists'],
  [210011, 'storeOpeningInsufficientCash'],
  [210013, 'storeClosed'],
  [210015, 'storeProductNotFound'],
  [210017, 'storeProductAlreadyListed'],
  [210019, 'storeProductPriceInvalid'],
  [210021, 'storeProductInUse'],
  [210023, 'storeProductNotOnline'],
  [210025, 'storeProductNoInventory'],
  [210027, 'packageNotFound'],
  [210029, 'packageProductsRequired', ['count']],
  [210031, 'packageProductRepeated'],
  [210033, 'trafficPackageNotFound'],
  [210035, 'trafficPackageAlreadyBought'],
  [210037, 'adAuctionNotFound'],
  [210039, 'costPerClickOutOfRange', ['min', 'max']],
  [210041, 'adBudgetBelowBid'],
  [210043, 'adAuctionProductBidding'],
  [210045, 'rechargeAmountInvalid'],
  [210047, 'rechargeInsufficientCash'],
  [210049, 'showcaseDesignRequired'],
  [210051, 'livestreamNotFound'],
  [210053, 'livestreamHoursOutOfRange', ['min', 'max']],
  [210055, 'influencerBooked'],
  [210057, 'livestreamProductsRequired'],
]);

export const PROMOTION_CODES = family('stores', [
  [220001, 'promotionNotFound'],
  [220003, 'promotionPlanRequired'],
  [220005, 'promotionProductOffline'],
  [220007, 'promotionChannelNotFound'],
  [220009, 'promotionBudgetInvalid'],
  [220011, 'promotionInsufficientCash'],
  [220013, 'promotionExists'],
  [220015, 'promotionCompanyRequired'],
]);

export const LOAN_CODES = family('finance', [
  [230001, 'loanQuotaExhausted'],
  [230003, 'loanAmountOutOfRange', ['min', 'max']],
  [230005, 'loanNotFound'],
  [230007, 'repaymentExceedsBalance'],
]);

export const PERSONA_CODES = family('products', [
  [280001, 'personaNotFound'],
  [280003, 'personaNameExists'],
  [280005, 'personaBoundToModel'],
  [280007, 'personaSegmentRepeated'],
  [280009, 'personaSegmentRequired'],
  [280011, 'personaLimitReached', ['count']],
]);

export const WAREHOUSE_CODES = family('warehouse', [
  [300005, 'warehouseNotFound'],
  [300007, 'warehouseCapacityExceeded', ['capacity']],
  [300009, 'inventoryNotFound'],
  [300011, 'inventoryInsufficient', ['available']],
  [300013, 'clearancePlanNotFound'],
  [300015, 'clearanceQuantityOutOfRange', ['max']],
  [300017, 'clearanceProductsRequired'],
  [300019, 'clearanceProductRepeated'],
  [300021, 'reallocationPlanNotFound'],
  [300023, 'reallocationQuantityOutOfRange', ['max']],
  [300025, 'reallocationProductsRequired'],
  [300027, 'reallocationProductRepeated'],
  [300029, 'reallocationSameWarehouse'],
  [300031, 'reallocationLogisticsRequired'],
  [300033, 'logisticsServiceNotFound'],
  [300035, 'logisticsRouteUnavailable'],
  [300037, 'logisticsInsufficientCash'],
  [300039, 'inventoryInTransit'],
  [300041, 'warehouseNotInMarket'],
  [300043, 'inventoryReserved'],
  [300045, 'destinationStorageFull'],
  [300047, 'storageRequired'],
  [300049, 'clearancePlanExists'],
  [300051, 'reallocationPlanExists'],
  [300053, 'logisticsBillsOverdue'],
]);

/** Announcements and references, the course's notices (section 8 gives references no range of their own). */
export const ANNOUNCEMENT_CODES = family('worlds', [
  [400003, 'announcementNotFound'],
  [400005, 'announcementTitleRequired'],
  [400007, 'announcementContentRequired'],
  [400009, 'announcementPinLimit', ['count']],
  [400011, 'referenceNotFound'],
  [400013, 'fileTypeNotAllowed', ['types']],
  [401001, 'fileTooLarge', ['size']],
]);

export const TEAM_COMPANY_CODES = family('teams', [
  [510001, 'teamNotFound'],
  [510003, 'teamNameExists'],
  [510005, 'teamPasscodeIncorrect'],
  [510007, 'teamFull', ['count']],
  [510009, 'teamCreationForbidden'],
  [510011, 'teamJoinForbidden'],
  [510013, 'teamLeaveForbidden'],
  [510015, 'teamPasscodeResetForbidden'],
  [510017, 'teamSettingsForbidden'],
  [510019, 'teamRenameForbidden'],
  [510021, 'alreadyInTeam'],
  [510023, 'notTeamMember'],
  [510025, 'companyNameExists'],
  [510027, 'companyNotFound'],
  [510029, 'managerCannotJoinTeam'],
  [510031, 'teamLimitReached', ['count']],
]);

export const DISCUSSION_CODES = family('worlds', [
  [600001, 'threadNotFound'],
  [600003, 'replyNotFound'],
  [600005, 'discussionsDisabled'],
  [600007, 'postNotYours'],
]);

/** The ranges exactly as section 8 gives them, for checks and documentation. */
export const CODE_RANGES = [
  { from: 140001, to: 140021, family: SCHEDULE_CODES },
  { from: 170001, to: 170033, family: BRAND_MODEL_CODES },
  { from: 180001, to: 180019, family: PROTOTYPE_RD_CODES },
  { from: 190003, to: 190009, family: PRODUCTION_CODES },
  { from: 200005, to: 201007, family: STORAGE_CODES },
  { from: 210005, to: 210057, family: STORE_CODES },
  { from: 220001, to: 220015, family: PROMOTION_CODES },
  { from: 230001, to: 230007, family: LOAN_CODES },
  { from: 280001, to: 280011, family: PERSONA_CODES },
  { from: 300005, to: 300053, family: WAREHOUSE_CODES },
  { from: 400003, to: 401001, family: ANNOUNCEMENT_CODES },
  { from: 510001, to: 510031, family: TEAM_COMPANY_CODES },
  { from: 600001, to: 600007, family: DISCUSSION_CODES },
] as const;
