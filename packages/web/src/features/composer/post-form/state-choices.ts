import type { FormPostState, PostMode } from '@rookery/core';

/** The publishing choices a person picks from (spec document 1 §4 states a form may choose). */
export const STATE_CHOICES: readonly { value: FormPostState; label: string }[] = [
  { value: 'published', label: 'Post now' },
  { value: 'queued', label: 'Add to queue' },
  { value: 'draft', label: 'Save as draft' },
  { value: 'private', label: 'Post privately' },
  { value: 'scheduled', label: 'Schedule' },
];

/** What the main button says for the chosen state, in the form's mode. */
export function submitLabel(state: FormPostState, mode: PostMode): string {
  switch (state) {
    case 'draft':
      return 'Save draft';
    case 'queued':
      return 'Queue';
    case 'scheduled':
      return 'Schedule';
    case 'private':
      return mode === 'edit' ? 'Save' : mode === 'reblog' ? 'Reblog privately' : 'Post privately';
    case 'published':
      return mode === 'edit' ? 'Save' : mode === 'reblog' ? 'Reblog' : 'Post';
  }
}
