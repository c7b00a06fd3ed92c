import { Parser } from 'htmlparser2';

/**
 * What a web page says about itself in its head: Open Graph (`og:*`), Twitter Card (`twitter:*`)
 * and plain meta tags, its title, and its oEmbed discovery link. Read with a streaming parser that
 * stops at the end of the head, so a large page costs no more than its head.
 */
export interface PageMetadata {
  title: string;
  description: string;
  siteName: string;
  author: string;
  /** Addresses as written, resolved against the page. */
  image: string;
  video: string;
  videoType: string;
  oembedJson: string;
}

const EMPTY: PageMetadata = {
  title: '',
  description: '',
  siteName: '',
  author: '',
  image: '',
  video: '',
  videoType: '',
  oembedJson: '',
};

/** For each field, the tags that may give it, the first present winning. */
const SOURCES: Record<Exclude<keyof PageMetadata, 'oembedJson'>, string[]> = {
  title: ['og:title', 'twitter:title'],
  description: ['og:description', 'twitter:description', 'description'],
  siteName: ['og:site_name', 'application-name'],
  author: ['article:author', 'author', 'twitter:creator'],
  image: ['og:image:secure_url', 'og:image:url', 'og:image', 'twitter:image', 'twitter:image:src'],
  video: ['og:video:secure_url', 'og:video:url', 'og:video', 'twitter:player'],
  videoType: ['og:video:type'],
};
const URL_FIELDS = new Set<keyof PageMetadata>(['image', 'video', 'oembedJson']);
const MAX_FIELD_LENGTH = 2000;

function resolved(value: string, base: URL): string {
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}

export function pageMetadata(html: string, pageUrl: URL): PageMetadata {
  const meta = new Map<string, string>();
  let title = '';
  let inTitle = false;
  let oembed = '';
  let done = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'title') inTitle = true;
        if (name === 'meta') {
          const key = (attributes.property ?? attributes.name ?? '').toLowerCase();
          const content = attributes.content ?? '';
          if (key && content && !meta.has(key)) meta.set(key, content.trim().slice(0, MAX_FIELD_LENGTH));
        }
        if (
          name === 'link' &&
          attributes.rel?.toLowerCase() === 'alternate' &&
          attributes.type?.toLowerCase() === 'application/json+oembed' &&
          attributes.href &&
          !oembed
        )
          oembed = attributes.href;
        if (name === 'body') done = true;
      },
      ontext(text) {
        if (inTitle && title.length < MAX_FIELD_LENGTH) title += text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (name === 'head') done = true;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  // The head is what matters; a page's body can be megabytes of markup.
  for (let at = 0; at < html.length && !done; at += 16_384) parser.write(html.slice(at, at + 16_384));
  parser.end();

  const out: PageMetadata = { ...EMPTY };
  for (const [field, keys] of Object.entries(SOURCES) as [keyof typeof SOURCES, string[]][]) {
    const value = keys.map((key) => meta.get(key)).find(Boolean) ?? '';
    out[field] = URL_FIELDS.has(field) ? resolved(value, pageUrl) : value;
  }
  out.title ||= title.replace(/\s+/g, ' ').trim();
  out.oembedJson = oembed ? resolved(oembed, pageUrl) : '';
  return out;
}
