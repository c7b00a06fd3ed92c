/**
 * The NPF Rookery writes (tumblr/docs npf-spec.md), typed exactly: schema.ts reads NPF leniently
 * from anywhere, these are the shapes a Tumblr-compatible answer promises.
 */

/** The "Standard API Short Blog Info object" a post, a trail step, a mention or an ask names. */
export interface ShortBlogInfo {
  name: string;
  title: string;
  description: string;
  url: string;
  uuid: string;
  /** When the blog last posted, in seconds; 0 before its first post. */
  updated: number;
}

/** The blogs a post names, by name; a name not found is a blog that is gone. */
export type BlogLookup = (name: string) => ShortBlogInfo | undefined;

export interface NpfMediaObject {
  url: string;
  type?: string;
  width?: number;
  height?: number;
  /** The spec's defaults (540 × 405) stand in for a size nobody recorded. */
  original_dimensions_missing?: true;
}

export type NpfFormatType = 'bold' | 'italic' | 'strikethrough' | 'small' | 'link' | 'mention';

export interface NpfFormatRange {
  start: number;
  end: number;
  type: NpfFormatType;
  url?: string;
  blog?: ShortBlogInfo;
}

export interface NpfTextBlock {
  type: 'text';
  text: string;
  subtype?: string;
  indent_level?: number;
  formatting?: NpfFormatRange[];
}

export interface NpfImageBlock {
  type: 'image';
  media: NpfMediaObject[];
  alt_text?: string;
  caption?: string;
  attribution?: { type: 'link'; url: string };
}

export interface NpfLinkBlock {
  type: 'link';
  url: string;
  title?: string;
  description?: string;
  author?: string;
  site_name?: string;
  display_url?: string;
  poster?: NpfMediaObject[];
}

export interface NpfAudioBlock {
  type: 'audio';
  provider: string;
  url?: string;
  media?: NpfMediaObject;
  title?: string;
  artist?: string;
  album?: string;
  poster?: NpfMediaObject[];
}

export interface NpfVideoBlock {
  type: 'video';
  provider: string;
  url?: string;
  media?: NpfMediaObject;
  poster?: NpfMediaObject[];
  embed_html?: string;
  embed_url?: string;
  embed_iframe?: { url: string; width: number; height: number };
  metadata?: { id: string };
  /** Milliseconds. */
  duration?: number;
}

export type NpfContentBlock = NpfTextBlock | NpfImageBlock | NpfLinkBlock | NpfAudioBlock | NpfVideoBlock;

export interface NpfRowsLayout {
  type: 'rows';
  display: { blocks: number[]; mode?: { type: 'carousel' } }[];
  truncate_after?: number;
}

export interface NpfAskLayout {
  type: 'ask';
  blocks: number[];
  /** Absent for an anonymous ask; an asker whose blog is not here is named only. */
  attribution?: { type: 'blog'; url?: string; blog: ShortBlogInfo | { name: string } };
}

export type NpfLayoutBlock = NpfRowsLayout | NpfAskLayout;

export interface NpfWritten {
  content: NpfContentBlock[];
  layout: NpfLayoutBlock[];
}

export interface NpfTrailStep extends NpfWritten {
  post?: { id: string };
  blog?: ShortBlogInfo;
  /** A step whose blog is gone, or that came from elsewhere (npf-spec "Broken Trail Items"). */
  broken_blog_name?: string;
}

export interface NpfPostContent extends NpfWritten {
  trail: NpfTrailStep[];
}
