import type { ImportCounts, PostType } from '@rookery/core';

const ORDER: PostType[] = ['text', 'photo', 'quote', 'link', 'chat', 'audio', 'video', 'answer'];

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/** "120 posts: 80 text, 30 photo, 10 answer" — what an import brought, by type. */
export function importedSummary(counts: ImportCounts): string {
  const parts = ORDER.flatMap((type) => (counts.imported[type] ? [`${counts.imported[type]} ${type}`] : []));
  const total = ORDER.reduce((sum, type) => sum + (counts.imported[type] ?? 0), 0);
  return parts.length ? `${plural(total, 'post', 'posts')}: ${parts.join(', ')}` : 'no new posts';
}

/** The rest of the tally: files stored, posts already here, posts left out. */
export function restSummary(counts: ImportCounts): string[] {
  return [
    counts.media
      ? `${plural(counts.media, 'photo, audio or video file', 'photos, audio and video files')} stored here`
      : '',
    counts.existing
      ? `${plural(counts.existing, 'post was', 'posts were')} already here and left as they were`
      : '',
    counts.skipped ? `${plural(counts.skipped, 'post', 'posts')} could not be imported` : '',
  ].filter(Boolean);
}
