export * from './calls.js';
export * from './inbox.js';
export * from './messages.js';
export * from './rules.js';
export * from './submissions.js';
