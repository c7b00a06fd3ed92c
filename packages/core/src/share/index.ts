export * from './constants.js';
export * from './rules.js';
export * from './schemas.js';
export * from './texts.js';
export * from './types.js';
