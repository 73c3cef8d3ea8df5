export * from './core/random';
export * from './core/money';
export * from './market/ad-auction';
export * from './market/awareness';
export * from './market/choice';
