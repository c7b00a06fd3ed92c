export * from './admin.js';
export * from './appeal-message.js';
export * from './constants.js';
export * from './moderation.js';
export * from './texts.js';
