import type { PostType, SlotField, TrailItem, UploadKind } from '@rookery/core';

/**
 * A file a post shows, where its source keeps it: a web address (an API dump's media, fetched by
 * the outside fetcher) or a path inside the archive being imported. Stored as an upload of the
 * blog's owner before the post is saved, so the post refers only to its author's own files.
 */
export interface MediaRef {
  kind: UploadKind;
  src: string;
}

export interface ImportedPhoto {
  image: MediaRef;
  /** Plain text, as a photo's caption is kept. */
  caption: string;
}

/** The states a source's post keeps here; a queued post with a future time becomes scheduled. */
export type ImportedState = 'published' | 'draft' | 'queued' | 'private';

/**
 * A post as a source format maps it (features/tumblr/*), before its media are stored: what the
 * import job saves through the composer's own save. Every source of imports maps to this.
 */
export interface ImportedPost {
  /** The post's id where it came from: the key that makes importing again find it. */
  sourceId: string;
  type: PostType;
  state: ImportedState;
  /** When it was posted there (ISO), kept as the post's date. */
  date: string | null;
  /** A queued post's time to go out there (ISO), when it had one. */
  publishOn: string | null;
  slug: string;
  tags: string[];
  sourceUrl: string;
  /**
   * The type's fields by name: rich ones (body, caption, source, answer) as HTML whose images
   * still point where the source had them; the others (title, quote, chat, ask, url) as text.
   */
  fields: Partial<Record<SlotField, string>>;
  photos: ImportedPhoto[];
  /** Photo rows ("21": two then one), as the photoset had them. */
  layout: string;
  carousel: boolean;
  /** The audio or video file the post plays, when the source had a copy of its own. */
  media: MediaRef | null;
  albumArt: MediaRef | null;
  /** A link post's picture. */
  thumbnail: MediaRef | null;
  track: { title: string; artist: string; album: string };
  link: { excerpt: string; author: string };
  /** An answer's asker: a blog's name, or 'Anonymous'. */
  askingName: string | null;
  /** A reblog's trail, root first, content as HTML; empty for an original post. */
  trail: TrailItem[];
  /** What could not be brought over, one reason each (the import's report counts them). */
  unmapped: string[];
}

/** What a post's content maps to: all of an imported post but its state, dates, tags and trail. */
export type ImportedContent = Pick<
  ImportedPost,
  | 'type'
  | 'fields'
  | 'photos'
  | 'layout'
  | 'carousel'
  | 'media'
  | 'albumArt'
  | 'thumbnail'
  | 'track'
  | 'link'
  | 'askingName'
>;

/** Content of a type with nothing filled in but what `more` gives: mappers start here. */
export function emptyContent(type: PostType, more: Partial<ImportedContent> = {}): ImportedContent {
  return {
    type,
    fields: {},
    photos: [],
    layout: '',
    carousel: false,
    media: null,
    albumArt: null,
    thumbnail: null,
    track: { title: '', artist: '', album: '' },
    link: { excerpt: '', author: '' },
    askingName: null,
    ...more,
  };
}

/** A post of the given content, published, undated, untagged, no trail: what a source's fields then fill. */
export function importedPost(sourceId: string, content: ImportedContent): ImportedPost {
  return {
    ...content,
    sourceId,
    state: 'published',
    date: null,
    publishOn: null,
    slug: '',
    tags: [],
    sourceUrl: '',
    trail: [],
    unmapped: [],
  };
}
