import { readFlag, readList } from '@rookery/core';
import type { ImportedState } from '../../imports/imported-post.js';
import { isoOfApiDate } from '../api-date.js';
import { TumblrInputError } from './input-error.js';

/** What every create or edit request may set, whatever its format (api.md `/post` and `/posts`). */
export interface RequestCommon {
  state: ImportedState;
  /** ISO; a queued post's time to go out. */
  publishOn: string | null;
  /** ISO; when the post is dated (a backdate). */
  date: string | null;
  tags: string[];
  slug: string;
  sourceUrl: string;
}

/** Tumblr's states (api.md "Note about Post States"); `queue` is how requests name the queue. */
const STATES: Readonly<Record<string, ImportedState>> = {
  published: 'published',
  draft: 'draft',
  queue: 'queued',
  queued: 'queued',
  private: 'private',
};

export type RequestBody = Readonly<Record<string, unknown>>;

/** A parameter as text: form posts send strings, JSON may send numbers. */
export const textParam = (body: RequestBody, name: string): string => {
  const value = body[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
};

export const flagParam = (body: RequestBody, name: string): boolean => readFlag(body[name]) === true;

function dateParam(body: RequestBody, name: string, code: number): string | null {
  const value = textParam(body, name).trim();
  if (!value) return null;
  const iso = isoOfApiDate(value);
  if (!iso)
    throw new TumblrInputError(`'${name}' must be a date and time, such as 2026-05-01T12:00:00Z.`, code);
  return iso;
}

/**
 * The common parameters: the state (published by default), dates, comma-separated tags (or a list),
 * slug and source. A submission ("unapproved") is made by submitting to a blog, never through a
 * post of one's own, so it is refused like any unknown state.
 */
export function requestCommon(body: RequestBody, code: number): RequestCommon {
  const stateName = textParam(body, 'state').trim() || 'published';
  const state = STATES[stateName];
  if (!state)
    throw new TumblrInputError(
      `'state' must be published, draft, queue or private, not "${stateName}".`,
      code,
    );
  const tags = readList(body.tags ?? []);
  return {
    state,
    publishOn: state === 'queued' ? dateParam(body, 'publish_on', code) : null,
    date: dateParam(body, 'date', code),
    tags: Array.isArray(tags) ? tags.map((tag) => String(tag).trim()).filter(Boolean) : [],
    slug: textParam(body, 'slug'),
    sourceUrl: textParam(body, 'source_url'),
  };
}
