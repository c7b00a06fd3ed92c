/** Spec document 1 §4: post states and the codes the server speaks. */
export const POST_STATES = [
  'published',
  'draft',
  'queued',
  'scheduled',
  'private',
  'unapproved',
  'transcoding',
] as const;
export type PostState = (typeof POST_STATES)[number];

/** What a user may choose in the form; unapproved and transcoding are set by the server only. */
export const FORM_POST_STATES = ['published', 'draft', 'queued', 'scheduled', 'private'] as const;
export type FormPostState = (typeof FORM_POST_STATES)[number];

/** What the posts table stores; private and scheduled are derived from is_private and publish_on. */
export type StoredPostState = 'published' | 'draft' | 'queued' | 'unapproved' | 'transcoding';

export const POST_STATE_CODES: Readonly<Record<PostState, string>> = {
  published: '0',
  draft: '1',
  queued: '2',
  scheduled: 'on.2',
  private: 'private',
  unapproved: '0 3',
  transcoding: '4',
};

/**
 * Server-to-client reading (spec §4): '0 3' reads as published, '3' as unapproved. The table above
 * and this one differ on purpose; both are the spec's.
 */
const CODE_STATES: Readonly<Record<string, PostState>> = {
  '0': 'published',
  '0 3': 'published',
  '1': 'draft',
  '2': 'queued',
  '3': 'unapproved',
  '4': 'transcoding',
  'on.2': 'scheduled',
  private: 'private',
};

/**
 * Client-to-server reading (spec §4 table, as the client sends it): '0 3' is unapproved. '3', the
 * code a fetch answers for it, reads the same, so a post sent back as it was loaded keeps its state.
 */
const SENT_CODE_STATES: Readonly<Record<string, PostState>> = {
  ...Object.fromEntries(Object.entries(POST_STATE_CODES).map(([state, code]) => [code, state])),
  '3': 'unapproved',
};

/**
 * What a fetch answers for each stored state (spec §4 server-to-client codes). Scheduled and
 * private are not codes of their own: the client reads them from publish_on and is_private.
 */
const FETCH_STATE_CODES = {
  published: '0',
  draft: '1',
  queued: '2',
  unapproved: '3',
  transcoding: '4',
} as const satisfies Record<StoredPostState, string>;
export type FetchStateCode = (typeof FETCH_STATE_CODES)[StoredPostState];

export function isPostState(value: unknown): value is PostState {
  return typeof value === 'string' && (POST_STATES as readonly string[]).includes(value);
}

export function isFormPostState(value: unknown): value is FormPostState {
  return typeof value === 'string' && (FORM_POST_STATES as readonly string[]).includes(value);
}

export function stateToCode(state: PostState): string {
  return POST_STATE_CODES[state];
}

export function codeToState(code: string): PostState | undefined {
  return CODE_STATES[code];
}

/** The state a code sent by a client names (the save call's post[state]). */
export function sentCodeToState(code: string): PostState | undefined {
  return SENT_CODE_STATES[code];
}

export function fetchStateCode(state: StoredPostState): FetchStateCode {
  return FETCH_STATE_CODES[state];
}

/**
 * The state a fetched post opens with (spec §4): its code read server-to-client, then the derived
 * rules, so a queued post with a publish_on is scheduled and a private one private.
 */
export function stateOnLoad(post: {
  state: string;
  is_private: boolean;
  publish_on: string | null;
}): PostState {
  return deriveState({ ...post, state: codeToState(post.state) ?? 'published' });
}

/**
 * The state a reader sees (spec §4 derived rules): published and private shows as private; queued
 * with a publish_on is scheduled, without one it stays queued.
 */
export function deriveState(stored: {
  state: StoredPostState | PostState;
  is_private: boolean;
  publish_on: string | Date | null | undefined;
}): PostState {
  if (stored.state === 'published' && stored.is_private) return 'private';
  if (stored.state === 'queued' && stored.publish_on) return 'scheduled';
  return stored.state;
}

/**
 * The other way: how the table keeps a chosen state. Transcoding is asked to publish: the video
 * pipeline holds the post in transcoding while its upload is being converted, and a post with
 * nothing to convert is published at once.
 */
export function storedStateOf(state: PostState): { state: StoredPostState; is_private: boolean } {
  if (state === 'private') return { state: 'published', is_private: true };
  if (state === 'scheduled') return { state: 'queued', is_private: false };
  if (state === 'transcoding') return { state: 'published', is_private: false };
  return { state, is_private: false };
}
