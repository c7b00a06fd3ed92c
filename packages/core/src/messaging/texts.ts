/**
 * Messaging's user-visible words (spec document 3 §5, §8, §9; document 2 §4 for sharing by message),
 * verbatim, with "blog" where the spec names the old product (DESIGN).
 */
export const messagingTexts = {
  couldNotLoad: 'Could not load conversation.',
  cantReceive: "This blog can't receive messages.",
  verifyEmail: 'Please verify your email address before talking to a blog.',
  followedOnly: (name: string) => `Sorry, ${name} only allows messages from blogs they follow.`,
  mustFollow: 'You can only send messages to blogs you follow.',
  dailyLimit: "You've hit the daily limit on new conversations. Impressive.",
  permanentSendError: "Can't send this post.",
  close: 'Close',
  retry: 'Retry',
  trying: 'Trying...',
  couldNotSend: 'Could not send',
  invalidFileType: 'Invalid file type.',
  imageTooBig: (limitBytes: number) => `Image must be smaller than ${Math.floor(limitBytes / 1_048_576)}MB`,
  fileIsOff: 'Something about that file is off. Try sending something else.',
  textRequired: 'Write a message first.',
  textTooLong: 'Messages are at most 4096 characters.',
  spamConfirm: (name: string) =>
    `${name} will be blocked and reported. And any trace of this conversation will disappear from your inbox.`,
  markItSpam: 'Mark it spam',
  markAsSpam: 'Mark as spam',
  nevermind: 'Nevermind',
  deleteConfirm: 'Permanently delete this conversation?',
  delete: 'Delete',
  deleteConversation: 'Delete conversation',
  soundSettings: 'Sound settings',
  block: (name: string) => `Block ${name}`,
  notificationTitle: (name: string) => `New message for ${name}`,
  offlinePlaceholder: 'Currently offline',
  newMessage: 'New Message',
  composeMessage: 'Compose message',
  recentlyFollowed: 'Recently Followed',
  favorites: 'Favorites',
  moreToTalkTo: 'More blogs to talk to',
  messageTo: 'Message to...',
  sending: 'Sending...',
  shareSaySomething: 'Say something if you like...',
  shareDiscuss: 'Discuss this post if you like...',
  notAConversation: 'That conversation is gone.',
  unknownParticipant: 'That blog does not exist.',
  notParticipant: 'You are not part of this conversation.',
  ownBlog: "You can't message your own blog.",
  unknownField: (field: string) => `Unknown field: ${field}.`,
  badType: 'Unknown message type.',
  postRequired: 'Choose a post to send.',
  stickerUnknown: 'Unknown sticker.',
  imageRequired: 'Choose an image to send.',
  flagType: 'Flag type is spam or unblur.',
  noConversation: 'There is no conversation between these blogs yet.',
  messagingOff: 'Messaging is switched off for this account.',
  /** Ours: an image message whose picture went with its sender's deleted account (issue 21). */
  imageGone: 'sent a photo that is no longer available',
} as const;

/** Spec §9 placeholders of the compose box, in the order the spec gives them. */
export const COMPOSE_PLACEHOLDERS = [
  'New message',
  'Your message here',
  'Write a message',
  'Say something',
  'Say your thing',
] as const;

/** Spec §8: a conversation that cannot load for another reason shows one of these at random. */
export const GENERIC_FETCH_ERRORS = [
  'Something went screwy.',
  'Well, that didn’t work.',
  'Hmm. Something’s not right.',
  'Our bad. Try again?',
] as const;

/** Spec §8: a retryable send failure shows one of these at random. */
export const RETRYABLE_SEND_ERRORS = [
  "Hrm. Post didn't send.",
  "Hmm. That didn't go through.",
  'Message stuck. Try again?',
] as const;

/** Spec §8: an empty recipient search shows one of these at random. */
export const NO_RECIPIENT_RESULTS = [
  "That isn't anyone.",
  'Nobody by that name.',
  'No blogs match that.',
] as const;

/** Spec §8: the spam notice's prompt, one at random. */
export const SPAM_PROMPTS = ['Look sketchy?', 'Seem spammy?', "Don't know them?"] as const;

/** One of a list, at random (the spec's random messages). */
export function pickOne<T>(list: readonly T[], random: () => number = Math.random): T {
  return list[Math.floor(random() * list.length) % list.length] as T;
}
