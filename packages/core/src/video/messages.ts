/**
 * Why a video could not be converted (ours; issue 17): the author reads it on the post, which goes
 * back to drafts, and in the composer.
 */
export const videoMessages = {
  unreadable: 'This video could not be read. It may be damaged, or in a format we cannot convert.',
  noPicture: 'This video has no picture to show.',
  tooSlow: 'This video took too long to convert. Try a shorter or smaller one.',
  livePhotoTooLong: 'A live photo can be at most 3 seconds long.',
  livePhotoNotVideo: 'The moving part of a live photo must be a short video.',
  livePhotoNotReady: 'The live photo is still being converted. Try again in a moment.',
  livePhotoFailed: 'That live photo could not be converted. Attach it again.',
  captionsNotVtt: 'Captions must be a WebVTT (.vtt) file.',
  captionsTooBig: 'The captions file is too big. The limit is 512 KB.',
  captionsNoVideo: 'Upload the video before its captions.',
  logLimited: 'Too many video logs. Wait a little.',
  logPostMismatch: 'The log does not match its post.',
  /** The composer's line while the server converts the video (ours). */
  converting: (percent: number | null) =>
    percent === null ? 'Converting your video…' : `Converting your video… ${percent}%`,
} as const;
