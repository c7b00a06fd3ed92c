import type { Config } from '../config.js';
import { createS3MediaStore } from './s3-store.js';
import { createLocalMediaStore, type MediaStore } from './store.js';

/** DATA_DIR/media, or the bucket MEDIA_STORE=s3 names (issue 22: media every machine can serve). */
export const mediaStoreOf = (config: Config): MediaStore =>
  config.s3 ? createS3MediaStore(config.s3) : createLocalMediaStore(config.dataDir);
