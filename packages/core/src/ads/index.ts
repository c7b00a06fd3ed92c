export * from './constants.js';
export * from './schemas.js';
