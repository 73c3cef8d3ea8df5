import { family, type ErrorEntry } from './error-entry';

/** Codes named one by one in section 8 (not part of a ranged family). */
export const GENERAL_CODES = [
  { code: 0, key: 'success', owner: 'any', presentation: 'success', params: [] },
  { code: 1, key: 'unsuccessful', owner: 'any', presentation: 'warning', params: [] },
  { code: -1, key: 'licenseInvalid', owner: 'identity', presentation: 'licenseInvalid', params: ['detail'] },
  ...family('any', [
    [9001, 'verificationFailed'],
    [9991, 'fileNotFound'],
  ]),
  ...family('identity', [[9993, 'licenseUserLimit', ['count']]]),
  ...family('worlds', [
    [110001, 'userNotFound'],
    [110003, 'joinFailed'],
    [110005, 'alreadyJoined'],
    [110007, 'cannotRemoveSelf'],
    [110009, 'userNotJoined'],
    [110011, 'memberLimitPerSimulation', ['count']],
    [110013, 'memberLimitPerInstructor', ['count']],
    [110123, 'participantNotAuthorized'],
    [120001, 'worldNameExists'],
    [120003, 'worldNameMismatch'],
    [120005, 'worldCreateNotAuthorized'],
  ]),
  { code: 130001, key: 'worldNotFound', owner: 'worlds', presentation: 'redirect404', params: [] },
  { code: 130003, key: 'notParticipant', owner: 'worlds', presentation: 'redirect404', params: [] },
  ...family('worlds', [
    [130005, 'worldNotAuthorized'],
    [130007, 'worldManageNotAuthorized'],
    [130009, 'notInTeam'],
    [130011, 'screenplayNotFound'],
  ]),
  ...family('identity', [[130015, 'licenseSimulationLimit', ['count']]]),
  ...family('worlds', [
    [130013, 'worldNameTaken'],
    [130017, 'passcodeIncorrect'],
    [130019, 'notAcceptingMembers'],
    [130021, 'joinRefusedByStage'],
    [130023, 'worldEvaluating'],
    [130025, 'worldNotRunning'],
    [130027, 'worldNotPreparingOrRunning'],
    [130029, 'teamMemberLimit', ['count']],
    [130031, 'worldMemberLimit', ['count']],
    [130033, 'startTimeRequired'],
    [130035, 'startTimeInPast'],
    [130037, 'worldInPreparation'],
    [130039, 'decisionsClosedInPreparation'],
  ]),
  ...family('stores', [
    [130041, 'storeNotOwned'],
    [130043, 'platformNotFound'],
    [130045, 'storeNotOpened'],
  ]),
  ...family('any', [
    [130047, 'onlyCurrentRoundDeletable'],
    [130049, 'onlyCurrentRoundEditable'],
  ]),
  ...family('teams', [[130051, 'companyBankrupt']]),
  ...family('any', [[130053, 'decisionsBeingSubmitted']]),
  ...family('stores', [[130057, 'adAuctionNotEnabled']]),
  { code: 130059, key: 'roundNotLatest', owner: 'any', presentation: 'refreshPrompt', params: [] },
  /**
   * Not in the specification (docs/decisions.md, "Deciding as a team"): an update or delete made
   * from an older version of a company's item than the one a teammate's write left. The prompt
   * names who (`name`, '' when unknown) and when (`at`, ISO 8601); the details say the item's
   * `version`, whether it was `changed` or `deleted` (`change`) and the `fields` that change set.
   */
  { code: 130061, key: 'itemChangedMeanwhile', owner: 'any', presentation: 'reloadPrompt', params: ['name', 'at'] },
  ...family('any', [[800001, 'serverPerformanceUnavailable']]),
] as const satisfies readonly ErrorEntry[];
