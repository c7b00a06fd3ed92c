import { messagingTexts, type Participant } from '@rookery/core';
import { alert } from '../../../ui/dialogs/dialogs';
import { fetchParticipantInfo } from '../api/participant-info';
import { type OutgoingMessage, openConversation, type WindowParticipant } from '../windows/open-conversation';

/** The user's blog that sends: the one taking part in the conversation. */
export interface Sender {
  uuid: string;
  name: string;
}

export type Opening = 'open' | 'self' | 'missing' | 'cant-receive';

/**
 * Whether a conversation with this blog opens (spec §5): a blog without a uuid could not be loaded;
 * one that can't receive messages is refused; the sending blog itself opens nothing.
 */
export function conversationOpening(
  participant: Pick<Participant, 'uuid' | 'name' | 'can_receive_messages'> | null | undefined,
  sender: Sender,
): Opening {
  if (!participant?.uuid) return 'missing';
  if (participant.uuid === sender.uuid || participant.name === sender.name) return 'self';
  if (!participant.can_receive_messages) return 'cant-receive';
  return 'open';
}

/**
 * Whether a blog the sending blog can't message offers Follow in place of a pick: when following is
 * what stands in the way (a young account must follow first) or the first step (a blog that takes
 * messages only from blogs it follows may follow back), the sending blog does not follow it yet,
 * and the sending blog is the one a follow acts as (the current blog).
 */
export function offersFollow(
  blog: Pick<Participant, 'cant_receive_reason' | 'is_following_blog'>,
  senderIsCurrent: boolean,
): boolean {
  const code = blog.cant_receive_reason?.code;
  return senderIsCurrent && !blog.is_following_blog && (code === 'must_follow' || code === 'followed_only');
}

/** Only what a window keeps of a blog (the persisted record's fields). */
export function windowParticipant(p: WindowParticipant): WindowParticipant {
  return { uuid: p.uuid, name: p.name, url: p.url, avatar_url: p.avatar_url, theme: p.theme };
}

/**
 * Opens the conversation between the sending blog and a blog the user picked from a list (which
 * carries the whole participant), with messages to send once it is open (a shared post). Answers
 * whether it opened.
 */
export function openWithParticipant(
  participant: Participant,
  sender: Sender,
  context: string,
  more: { conversationId?: string; queued?: OutgoingMessage[] } = {},
): boolean {
  const opening = conversationOpening(participant, sender);
  if (opening === 'cant-receive') void alert(messagingTexts.cantReceive);
  if (opening !== 'open') return false;
  openConversation({
    participantUuid: sender.uuid,
    participants: [windowParticipant(participant)],
    context,
    ...more,
  });
  return true;
}

/**
 * Opens the conversation with a blog known by its name (a link, the blog card): asks the server who
 * it is first (spec §5: 'Could not load conversation.' when no uuid comes back, "This blog can't
 * receive messages." when it can't). The sending blog's own name opens nothing.
 */
export async function openWithBlogName(name: string, sender: Sender, context: string): Promise<boolean> {
  if (name === sender.name) return false;
  let participant: Participant | null = null;
  let conversationId: string | undefined;
  try {
    const info = await fetchParticipantInfo(sender.uuid, name);
    participant = info.participant;
    conversationId = info.conversation_id ?? undefined;
  } catch {
    participant = null;
  }
  if (conversationOpening(participant, sender) === 'missing' || !participant) {
    await alert(messagingTexts.couldNotLoad);
    return false;
  }
  return openWithParticipant(participant, sender, context, { conversationId });
}
