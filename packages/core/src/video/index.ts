export * from './constants.js';
export * from './conversion-log.js';
export * from './errors.js';
export * from './messages.js';
export * from './post-video.js';
