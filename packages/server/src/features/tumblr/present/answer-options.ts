import { presentNote, type TumblrNoteSource } from './notes-info.js';
import { reblogInfo } from './reblog-info.js';
import type { TumblrPostContext, TumblrPostSource } from './sources.js';

/** What a read of posts may ask to add to each (api.md `/posts`: `reblog_info`, `notes_info`). */
export interface PostAnswerOptions {
  reblogInfo?: boolean;
  /** The chain's notes, newest first, when `notes_info` was asked for (load-notes.ts). */
  notes?: readonly TumblrNoteSource[];
}

/** The fields the options add to a post, in either format. */
export function optionalFields(
  post: TumblrPostSource,
  context: TumblrPostContext,
  options: PostAnswerOptions,
) {
  return {
    ...(options.reblogInfo ? reblogInfo(post, context) : {}),
    ...(options.notes ? { notes: options.notes.map(presentNote) } : {}),
  };
}
