/** World stages of DOMAIN.md and their status numbers. */
export const WORLD_STATUS = {
  preparation: 1,
  running: 2,
  paused: 3,
  awaitingEvaluation: 4,
  completed: 5,
  evaluating: 6,
  evaluationFailed: 7,
} as const;

/** Section 1 and 3: how a user belongs to a world. */
export const USER_IN_WORLD_TYPE = {
  participant: 1,
  manager: 2,
} as const;
export type UserInWorldType = (typeof USER_IN_WORLD_TYPE)[keyof typeof USER_IN_WORLD_TYPE];

/** DOMAIN.md: a company's status; 3 blocks decisions (section 4), 2 is reserved. */
export const COMPANY_STATUS = {
  active: 1,
  bankrupt: 3,
} as const;
export type CompanyStatus = (typeof COMPANY_STATUS)[keyof typeof COMPANY_STATUS];
