export * from './constants.js';
export * from './format.js';
export * from './schemas.js';
export * from './texts.js';
export * from './types.js';
