export * from './constants.js';
export * from './moderation.js';
export * from './texts.js';
export * from './appeal-message.js';
