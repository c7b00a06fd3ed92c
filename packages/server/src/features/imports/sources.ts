import { tumblrArchiveSource } from '../tumblr/archive/source.js';
import { tumblrApiSource } from '../tumblr/dump/source.js';
import { rookeryExportSource } from './rookery/source.js';
import type { ImportSources } from './source.js';

/** Every kind of import and the source that reads it. A new kind (a Rookery export) is added here. */
export const IMPORT_SOURCES: ImportSources = {
  tumblr_archive: tumblrArchiveSource,
  tumblr_api: tumblrApiSource,
  rookery_export: rookeryExportSource,
};
