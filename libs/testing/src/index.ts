export * from './free-port';
export * from './postgres';
export * from './nats';
export * from './test-infra';
export * from './run-env';
export * from './service-process';
export * from './peers';
export * from './licenses';
