export * from './constants.js';
export * from './moderation.js';
export * from './texts.js';
