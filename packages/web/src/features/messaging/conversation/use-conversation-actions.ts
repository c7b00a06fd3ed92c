import { messagingTexts } from '@rookery/core';
import type { QueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../api';
import { alert, confirm } from '../../../ui/dialogs/dialogs';
import { confirmBlockBlog } from '../../blocks/confirm-block';
import { useBlock } from '../../blocks/use-block';
import { messagingKeys } from '../api/keys';
import { deleteConversation, flagConversation } from '../api/messages';
import type { ConversationModel } from './conversation-model';

interface ActionsOptions {
  model: ConversationModel;
  queryClient: QueryClient;
  /** The user's blog taking part, by name (blocks are made by blog name). */
  myBlogName: string;
  onGone: (conversationId: string | null) => void;
}

/** The conversation's actions (spec §2, §4, §8): delete, block, mark as spam, show its images. */
export function useConversationActions({ model, queryClient, myBlogName, onGone }: ActionsOptions) {
  const blockMutation = useBlock();
  const participant = model.ref().participant;

  const inboxChanged = () => {
    void queryClient.invalidateQueries({ queryKey: messagingKeys.inboxes });
    void queryClient.invalidateQueries({ queryKey: messagingKeys.counts });
  };

  return {
    /** 'Permanently delete this conversation?' Delete / Nevermind; it goes for this blog only. */
    async deleteConversation(): Promise<void> {
      const ok = await confirm({
        message: messagingTexts.deleteConfirm,
        okLabel: messagingTexts.delete,
        cancelLabel: messagingTexts.nevermind,
      });
      if (!ok) return;
      const id = model.conversationId();
      if (id) {
        try {
          await deleteConversation(participant, id);
        } catch (error) {
          void alert(errorMessage(error));
          return;
        }
        inboxChanged();
      }
      onGone(id);
    },

    /** Blocks a blog in the conversation (the blocks feature's confirmation and call), then reads its state anew. */
    async block(name: string): Promise<void> {
      if (!(await confirmBlockBlog(name, myBlogName))) return;
      try {
        await blockMutation.mutateAsync({
          tumblelog: myBlogName,
          blocked_tumblelog: name,
          block_context: 'message',
        });
      } catch (error) {
        void alert(errorMessage(error));
        return;
      }
      await model.refresh();
      inboxChanged();
    },

    /** Spec §8: '{name} will be blocked and reported…' Mark it spam / Nevermind; the window closes. */
    async markSpam(name: string): Promise<void> {
      const ok = await confirm({
        message: messagingTexts.spamConfirm(name),
        okLabel: messagingTexts.markItSpam,
        cancelLabel: messagingTexts.nevermind,
      });
      const id = model.conversationId();
      if (!ok || !id) return;
      try {
        await flagConversation(participant, id, 'spam', 'messaging');
      } catch (error) {
        void alert(errorMessage(error));
        return;
      }
      inboxChanged();
      onGone(id);
    },

    /** Spec §4: a click on a blurred image shows the conversation's images and tells the server. */
    async unblur(): Promise<void> {
      model.setUnblurred();
      const id = model.conversationId();
      if (id) await flagConversation(participant, id, 'unblur').catch(() => {});
    },
  };
}
