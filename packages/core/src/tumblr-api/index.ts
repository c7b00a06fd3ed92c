export * from './apps.js';
export * from './authorize.js';
