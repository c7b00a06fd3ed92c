import {
  BLOCK_CONFIRM_CANCEL,
  BLOCK_CONFIRM_OK,
  BLOCK_SENDER_CONFIRMATION,
  blockBlogConfirmation,
} from '@rookery/core';
import { confirm } from '../../ui/dialogs/dialogs';

/**
 * Spec document 1 §8, blocking a blog from the current blog: Block or Nevermind. Without a blog
 * to block the confirmation is refused at once, with no dialog.
 */
export function confirmBlockBlog(blocked: string | null | undefined, current: string): Promise<boolean> {
  if (!blocked) return Promise.resolve(false);
  return confirm({
    message: blockBlogConfirmation(blocked, current),
    okLabel: BLOCK_CONFIRM_OK,
    cancelLabel: BLOCK_CONFIRM_CANCEL,
  });
}

/** Spec document 1 §8, blocking the sender of a post (an ask, a submission) or a message. */
export function confirmBlockSender(sender: string | null | undefined): Promise<boolean> {
  if (!sender) return Promise.resolve(false);
  return confirm({
    message: BLOCK_SENDER_CONFIRMATION,
    okLabel: BLOCK_CONFIRM_OK,
    cancelLabel: BLOCK_CONFIRM_CANCEL,
  });
}
