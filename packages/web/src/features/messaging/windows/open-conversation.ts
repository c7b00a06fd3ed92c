import type { GifSelection, Participant } from '@rookery/core';

/**
 * How any part of the app opens a conversation window (the inbox, the share popover, the blog
 * card). It is a tiny module with no imports at run time, safe to pull into any chunk: requests
 * wait here until the windows dock (a lazy chunk) takes them, and a first request makes the app
 * shell load the dock.
 */

/** A message to send once the window is open (sharing a post by message). */
export type OutgoingMessage =
  | { type: 'TEXT'; message: string }
  | { type: 'POSTREF'; post: { id: string; blog: string }; context?: string }
  | { type: 'IMAGE'; file: File; context?: string }
  /** A GIF from GIF search: the post it came from, named by id and blog uuid (document 3 §3 GIF selection). */
  | { type: 'IMAGE'; gif: GifSelection; context: string }
  | { type: 'STICKER'; sticker_id: string };

export type WindowParticipant = Pick<Participant, 'uuid' | 'name' | 'url' | 'avatar_url' | 'theme'>;

export interface OpenConversationRequest {
  /** The user's blog taking part. */
  participantUuid: string;
  /** The other blogs. */
  participants: WindowParticipant[];
  conversationId?: string;
  /** Where it was opened from: 'inbox', 'inbox:recipients', 'inbox:favorites', 'inbox:typeahead', 'inbox:empty', 'blog-card', 'share', 'link'. */
  context: string;
  /** Sent in order once the window is open (share by message). */
  queued?: OutgoingMessage[];
}

const waiting: OpenConversationRequest[] = [];
let handler: ((request: OpenConversationRequest) => void) | null = null;
const dockWanted = new Set<() => void>();

export function openConversation(request: OpenConversationRequest): void {
  if (handler) {
    handler(request);
    return;
  }
  waiting.push(request);
  for (const wake of dockWanted) wake();
}

/** The dock takes the requests: those that waited for it at once, later ones as they come. */
export function handleOpenConversation(next: (request: OpenConversationRequest) => void): () => void {
  handler = next;
  for (const request of waiting.splice(0)) next(request);
  return () => {
    if (handler === next) handler = null;
  };
}

/** The app shell learns that the dock is wanted now (a request waits); called at once if one does. */
export function onDockWanted(wake: () => void): () => void {
  dockWanted.add(wake);
  if (waiting.length > 0) wake();
  return () => dockWanted.delete(wake);
}
