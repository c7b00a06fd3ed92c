import { postMessages } from './posts/messages.js';
import { TECHNICAL_TROUBLE } from './technical-trouble.js';

/**
 * Every user-visible message the server answers with and the client shows. Spec messages keep
 * their exact wording; where the spec names the old product we say "blog" (DESIGN).
 */
export const messages = {
  ...postMessages,
  technicalTrouble: TECHNICAL_TROUBLE,
  notFound: 'Not found.',
  // Heavy input (README "Limits on text"): a body past the size limit, rich text nested past
  // RICH_TEXT_MAX_DEPTH, text whose rendering ran out of time.
  requestTooLarge: 'That is more than the server accepts in one request. Shorten it and try again.',
  textNestedTooDeep:
    'This text has formatting nested more than 512 levels deep. Simplify its formatting and try again.',
  textTookTooLong: 'This text took too long to process. Simplify its formatting, or try again in a moment.',
  // Input no field can hold (http/input-guard.ts): a NUL character, or a value PostgreSQL refuses.
  invalidCharacter: 'That contains a character that cannot be saved (U+0000). Remove it and try again.',
  invalidValue: 'One of the values sent is not valid here.',
  malformedMultipart: 'The upload arrived broken off or malformed. Try sending it again.',
  formKeyInvalid: 'Your session has expired or the form key is missing. Reload the page and try again.',
  loginRequired: 'You need to log in first.',
  /** GET /svc/health (ours), for the load balancer in front of the server. */
  databaseUnavailable: 'The database is not answering.',
  /** A process with every request slot taken (MAX_IN_FLIGHT) refuses the next with 503 (http/load-shedding.ts). */
  serverBusy: 'Rookery is busier than it can handle right now. Try again in a moment.',
  forbiddenBlog: 'You can only act as blogs you own.',
  blogNotFound: 'That blog does not exist.',
  rateLimited: 'Too many attempts. Wait a few minutes and try again.',
  // Abuse limits (limits.ts ACTION_RATES): what each one answers with its 429.
  signUpLimited: 'Too many accounts were made from your network lately. Try again in an hour.',
  mailLimited:
    'We already sent several emails to that address in the last hour. Check the inbox and the spam folder, or try again later.',
  postLimited: "You're posting faster than we allow. Wait a few minutes and try again.",
  replyLimited: "You're replying faster than we allow. Wait a minute and try again.",
  messageLimited: "You're sending messages faster than we allow. Wait a minute and try again.",
  followLimited: "You're following blogs faster than we allow. Wait a while and try again.",
  outsideFetchLimited: "You're fetching links faster than we allow. Wait a while and try again.",

  emailRequired: 'Enter your email address.',
  emailInvalid: 'That email address does not look right.',
  emailTaken: 'An account with that email address already exists.',
  passwordTooShort: 'Your password must be at least 8 characters.',
  passwordTooLong: 'Your password is too long.',
  loginFailed: 'Your email or password were incorrect.',
  currentPasswordWrong: 'Your current password is not right.',
  tokenInvalid: 'That link is invalid or has expired.',
  alreadyVerified: 'Your email address is already verified.',
  resetSent: 'If an account uses that address, we sent it a link to reset the password.',

  blogNameRequired: 'Choose a name for your blog.',
  blogNameLength: 'Blog names are 3 to 32 characters long.',
  blogNameChars:
    'Blog names use only lowercase letters, digits and hyphens, and do not start or end with a hyphen.',
  blogNameReserved: 'That name is reserved. Try another.',
  blogNameTaken: 'That blog name is taken. Try another.',
  blogLimit: 'You have reached the limit of blogs per account.',
  blogTitleTooLong: 'The title is too long.',
  blogDescriptionTooLong: 'The description is too long.',
  invalidColor: 'Colours are written as #rgb or #rrggbb.',
  invalidFont: 'Unknown title font.',
  queuePostsPerDay: 'Posts per day is a whole number from 1 to 50.',
  queueHour: 'Queue hours are whole hours from 0 to 24.',
  queueHoursOrder: 'The queue must start before it ends.',
  invalidCursor: 'That page marker is not valid; start again from the top.',
  queueOrderStale: 'The queue changed while you were ordering it. Reload it and try again.',
  notQueued: 'That post is not in the queue.',
  cannotPublish: 'Only drafts and queued posts can be published now.',
  cannotQueue: 'Only drafts and scheduled posts can be added to the queue.',
  cannotFollowSelf: "A blog can't follow itself.",
  blocked: "You can't interact with this blog.",
  blockTargetMissing: 'Choose a blog to block.',
  cannotBlockOwn: "You can't block your own blogs.",
  subscribeNeedsFollow: 'Follow this blog to subscribe to it.',
  // Post actions (issue 6, slice A). The alert keeps the spec's two spaces.
  postActionTrouble: 'Sorry, we seem to be having technical trouble.  Please try again later.',
  deletePostConfirm: 'Are you sure you want to delete this?',
  alreadyLiked: 'You already like this post.',
  notLiked: "You haven't liked this post.",
  postCannotLike: 'This post cannot be liked.',
  postNotPublished: 'Only published posts can be liked, reblogged or replied to.',
  replyEmpty: 'Write something to reply.',
  replyTooLong: 'Replies are at most 475 characters.',
  promoteTagMissing: 'Name the tag to promote the post in.',
  promoteNotTagged: 'A post can only be promoted in a tag it carries.',
  promoteNotPublic: 'Only public, published posts can be promoted.',
  // Fetching what a user's URL points at (issue 17: server net/outside/outside-fetch.ts).
  outsideBadUrl: 'That is not a web address Rookery can open (it must start with http:// or https://).',
  outsideNotPublic: 'Rookery only opens addresses on the public internet.',
  outsideUnreachable: 'That address could not be reached. Check it and try again.',
  outsideTooSlow: 'That address took too long to answer. Try again later.',
  outsideTooLarge: 'What that address holds is too large.',
  outsideWrongType: 'That address does not hold what was expected here.',
  outsideRefusedAnswer: 'That address answered with an error.',
  outsideTooManyRedirects: 'That address redirects too many times.',
} as const;

export type MessageKey = keyof typeof messages;
