import type { UploadKind } from '@rookery/core';

const NAMES: Readonly<Record<UploadKind, string>> = {
  image: 'A picture',
  audio: 'An audio file',
  video: 'A video',
};

/** What the report says of posts and files an import could not bring over as they were. */
export const importReasons = {
  mediaMissing: (kind: UploadKind) => `${NAMES[kind]} a post showed is not in the file and is not on Tumblr.`,
  mediaFailed: (kind: UploadKind, detail: string) => `${NAMES[kind]} could not be brought over: ${detail}`,
  becameText:
    'A post whose photos, audio or video could not be brought over became a text post with its words.',
  tagsCut: 'Tags past the 30 a post may have, or past 140 characters, were left out.',
  notReadable: 'A post could not be read.',
  rejected: (detail: string) => `A post could not be saved: ${detail}`,
} as const;
