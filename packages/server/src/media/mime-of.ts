const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  vtt: 'text/vtt',
};

/** A media key's MIME type from its extension (every stored file is named by what it is); null when unknown. */
export const mimeOf = (key: string): string | null =>
  MIME_BY_EXTENSION[key.split('.').pop()?.toLowerCase() ?? ''] ?? null;
