/** Sharing's words (spec document 2 §4, §8); ours where the spec has none, and said so. */
export const shareTexts = {
  sent: 'Sent!',
  error: 'Error!',
  sending: 'Sending...',
  postShared: 'Post shared!',
  screwy: 'Something went screwy.',
  copied: "It's copied! Paste it wherever!",
  copyFailed: 'Failed to copy permalink.',
  // Ours: the server's refusals.
  emailInvalid: 'That email address does not look right.',
  emailTooLong: 'An email address is at most 100 characters.',
  messageTooLong: 'A message is at most 255 characters.',
  tweetInvalid: 'A tweet is 1 to 280 characters.',
  mailLimited: "You've shared by email a lot this hour. Try again in a little while.",
  networkLimited: "You're sharing faster than we allow. Wait a while and try again.",
  notShareable: 'This post cannot be shared.',
  noAttribution: 'This post carries no app attribution.',
  networkUnknown: 'That network is not one we share to.',
  reported: 'Thanks. We will take a look at this post.',
} as const;
