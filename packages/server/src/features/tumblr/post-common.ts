import { z } from 'zod';
import type { ImportedPost, ImportedState } from '../imports/imported-post.js';
import { isoOfApiDate } from './api-date.js';
import { note, unmapped } from './unmapped.js';

const optionalString = z.string().optional().catch(undefined);
const optionalNumber = z.number().optional().catch(undefined);

/**
 * The fields every post of the API carries, legacy or NPF (api.md "Fields available for all Post
 * types", the fetch route's queued_state and scheduled_publish_time, the submission's fields).
 */
export const apiPostSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).optional().catch(undefined),
  id_string: optionalString,
  blog_name: optionalString,
  type: optionalString,
  timestamp: optionalNumber,
  date: optionalString,
  state: optionalString,
  slug: optionalString,
  tags: z.array(z.unknown()).catch([]),
  source_url: optionalString,
  scheduled_publish_time: optionalNumber,
  publish_on: optionalString,
  is_submission: z.boolean().optional().catch(undefined),
});
export type ApiPost = z.infer<typeof apiPostSchema>;

/** The post's id as a string: `id_string` first, since a JSON number past 2^53 has lost digits. */
export function apiPostId(post: ApiPost): string {
  return post.id_string || (post.id === undefined ? '' : String(post.id));
}

const isoOfSeconds = (seconds: number | undefined) =>
  seconds === undefined || !Number.isFinite(seconds) ? null : new Date(seconds * 1000).toISOString();

function stateOf(post: ApiPost, notes: string[]): ImportedState {
  if (post.is_submission) {
    note(notes, unmapped.submission);
    return 'draft';
  }
  switch (post.state) {
    case 'private':
      return 'private';
    case 'draft':
      return 'draft';
    case 'queued':
    case 'queue':
      return 'queued';
    case 'submission':
    case 'unapproved':
      note(notes, unmapped.submission);
      return 'draft';
    default:
      return 'published';
  }
}

/** State, dates, slug, tags and source of an API post onto what a mapper made of its content. */
export function withApiCommon(post: ImportedPost, api: ApiPost): ImportedPost {
  const state = stateOf(api, post.unmapped);
  return {
    ...post,
    state,
    date: isoOfSeconds(api.timestamp) ?? isoOfApiDate(api.date),
    publishOn:
      state === 'queued' ? (isoOfSeconds(api.scheduled_publish_time) ?? isoOfApiDate(api.publish_on)) : null,
    slug: api.slug ?? '',
    tags: api.tags.filter((tag): tag is string => typeof tag === 'string'),
    sourceUrl: api.source_url ?? '',
  };
}
