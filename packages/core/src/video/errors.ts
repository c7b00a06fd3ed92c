/**
 * Spec document 2 §8: a video error's code, labelled. The codes are HTMLMediaElement's MediaError
 * codes (1–4); 5 is the encrypted-media failure older players reported as MEDIA_ERR_ENCRYPTED;
 * anything else (a player's own failure) is custom.
 */
export const VIDEO_ERROR_LABELS = {
  1: 'aborted',
  2: 'network',
  3: 'decode',
  4: 'source not supported',
  5: 'encrypted',
} as const;

export type VideoErrorLabel = (typeof VIDEO_ERROR_LABELS)[keyof typeof VIDEO_ERROR_LABELS] | 'custom';
export const VIDEO_ERROR_LABEL_LIST: readonly VideoErrorLabel[] = [
  ...Object.values(VIDEO_ERROR_LABELS),
  'custom',
];

export function videoErrorLabel(code: number | null | undefined): VideoErrorLabel {
  return VIDEO_ERROR_LABELS[code as keyof typeof VIDEO_ERROR_LABELS] ?? 'custom';
}

/** What the player shows over a video that failed (ours; the spec gives only the labels). */
export function videoErrorText(label: VideoErrorLabel): string {
  return `This video can't play right now (${label}).`;
}
