export * from './api-client';
export * from './external-store';
export * from './navigation';
export * from './present-response';
export * from './response-handling';
export * from './shell-services';
export * from './world-context';
export * from './router';
