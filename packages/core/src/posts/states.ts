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

/** The other way: how the table keeps a chosen state. */
export function storedStateOf(state: PostState): { state: StoredPostState; is_private: boolean } {
  if (state === 'private') return { state: 'published', is_private: true };
  if (state === 'scheduled') return { state: 'queued', is_private: false };
  return { state, is_private: false };
}

/** A post loaded into the form may carry a server-only state; the form offers the nearest choice. */
export function formStateOf(state: PostState): FormPostState {
  return isFormPostState(state) ? state : 'published';
}
