export * from './constants.js';
export * from './texts.js';
