/**
 * Asks, answers and submissions (spec document 2 §5, §8 exact wording; ours where the spec has
 * none). Kept apart from core's `messages` on purpose: that object ships whole with the first
 * paint, while these are read only by the ask, submit and inbox chunks and by the server.
 */
export const askMessages = {
  askQuestionEmpty: 'You need to enter a question!',
  askNoLinks: "Sorry, but please don't include links in questions.",
  askQuestionTooLong: 'Questions are at most 500 characters long.',
  askLoginRequired: 'You need to log in to ask a question.',
  askNeedsBlog: 'You need a blog to ask questions.',
  askClosed: 'This blog is not accepting questions.',
  askAnonymousClosed: 'This blog does not accept anonymous questions.',
  askOwnBlog: "You can't ask your own blog a question.",
  askRateLimited: 'You can ask up to 20 questions an hour. Wait a while and try again.',
  askNotFound: 'That question is no longer in the inbox.',
  answerEmpty: 'Write an answer first.',
  answerTooLong: 'Answers are at most 10,000 characters long.',
  submissionNeedsBlog: 'You need a blog to submit posts.',
  submissionsClosed: 'This blog is not accepting submissions.',
  submissionOwnBlog: "You can't submit a post to your own blog.",
  submissionRateLimited: 'You can submit up to 10 posts an hour. Wait a while and try again.',
  submissionNotFound: 'That submission is no longer in the inbox.',
  submissionTypeInvalid: 'Submissions are text, quote or link posts.',
  submissionTooLong: 'That is too long for a submission.',
} as const;
