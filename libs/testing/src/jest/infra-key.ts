import type { TestInfra } from '../test-infra';

export const INFRA_KEY = '__simbizTestInfra';
export type InfraHolder = typeof globalThis & { [INFRA_KEY]?: TestInfra };
