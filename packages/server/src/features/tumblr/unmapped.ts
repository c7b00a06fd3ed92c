/**
 * What Tumblr posts hold that Rookery does not, in the words the import's report uses. A post
 * carrying any of these is imported with the rest of it; the report counts each reason.
 */
export const unmapped = {
  textColour: 'Text colours were left out: text here has no colours.',
  paywall: 'A Post+ paywall was left out: everything it held is shown to every reader here.',
  unknownBlock: (type: string) =>
    `Content of a kind Rookery does not know ("${type || 'untyped'}") was left out.`,
  otherVideo:
    'A video from a site other than YouTube and Vimeo, or without its own file, became a link to it.',
  extraMedia: 'A post held more than one audio or video: the first plays here, the others became links.',
  askMedia: 'Pictures or media in an ask were left out: an ask is text here.',
  chatMedia: 'Pictures or media in a chat post were left out: a chat is text here.',
  chatReblogComment: 'A comment on a reblogged chat was left out: chat reblogs carry no comment here.',
  submission: 'Submissions waiting for approval were imported as drafts.',
  unknownType: (type: string) => `Posts of type "${type || 'untyped'}" could not be imported.`,
  noAudioSource: 'An audio post had no track to play: it became a text post with its caption.',
} as const;

/** Adds a reason once per post. */
export function note(list: string[], reason: string): void {
  if (!list.includes(reason)) list.push(reason);
}
