import { type ApiErrorItem, messages } from '@rookery/core';
import { ApiError, errorMessage } from '../../api';
import { alert } from '../../ui/dialogs/dialogs';
import { showToast } from '../../ui/toast/toast-store';

export type PostAction =
  | 'like'
  | 'unlike'
  | 'fast_reblog'
  | 'fast_queue'
  | 'reply'
  | 'delete'
  | 'publish'
  | 'promote'
  | 'unpromote'
  | 'subscribe'
  | 'unsubscribe';

/** The window event every post action raises (spec document 2 §4: "a matching event"). */
export const POST_ACTION_EVENT = 'rookery:post-action';

export interface PostActionEvent {
  action: PostAction;
  postId: string;
  outcome: 'success' | 'failure' | 'forbidden';
  status: number;
  /** A failure's parsed error body (spec document 2 §8: a failed publish sends it). */
  errors?: ApiErrorItem[];
}

function raise(detail: PostActionEvent): void {
  window.dispatchEvent(new CustomEvent<PostActionEvent>(POST_ACTION_EVENT, { detail }));
}

export function actionSucceeded(action: PostAction, postId: string): void {
  raise({ action, postId, outcome: 'success', status: 200 });
}

/**
 * Spec document 2 §8, for every post action: 403 raises a forbidden event and nothing else; 401,
 * 404, 500 (and any other server or network failure) the technical-trouble alert and a failure
 * event. A refusal the server explains (400, 409: "You already like this post.") shows its words
 * in a toast instead, as the spec does not cover it and the alert would hide why.
 */
export function actionFailed(action: PostAction, postId: string, error: unknown): void {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403) {
    raise({ action, postId, outcome: 'forbidden', status });
    return;
  }
  raise({
    action,
    postId,
    outcome: 'failure',
    status,
    errors: error instanceof ApiError ? error.errors : [],
  });
  if (status === 400 || status === 409) showToast(errorMessage(error), 'error');
  else void alert(messages.postActionTrouble);
}

/** Runs one post action's call, raising its event and handling its failure the one way above. */
export async function runAction<T>(
  action: PostAction,
  postId: string,
  call: () => Promise<T>,
): Promise<T | undefined> {
  try {
    const answer = await call();
    actionSucceeded(action, postId);
    return answer;
  } catch (error) {
    actionFailed(action, postId, error);
    return undefined;
  }
}
