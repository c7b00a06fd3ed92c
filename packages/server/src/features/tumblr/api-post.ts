import type { ImportedPost } from '../imports/imported-post.js';
import { legacyToImported } from './legacy/post.js';
import { npfToImported } from './npf/index.js';

/**
 * A post of the API in either format: NPF when it carries content blocks (api.md: `type: blocks`
 * and/or `is_blocks_post_format`, with `content`), the legacy format of its type otherwise.
 */
export function apiPostToImported(raw: unknown): ImportedPost {
  const record = (raw ?? {}) as Record<string, unknown>;
  const npf =
    Array.isArray(record.content) || record.type === 'blocks' || record.is_blocks_post_format === true;
  return npf ? npfToImported(raw) : legacyToImported(raw);
}
