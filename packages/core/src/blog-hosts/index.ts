export * from './domains.js';
