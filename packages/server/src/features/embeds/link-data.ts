import type { LinkData } from '@rookery/core';
import type { AppDeps } from '../../deps.js';
import { fetchOutside } from '../../net/outside/outside-fetch.js';
import { pageMetadata } from '../../net/outside/page-metadata.js';
import { importImage } from '../media/import-image.js';

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** What a page's oEmbed answer adds when its head says little: the title and who made it. */
async function oembedOf(
  address: string,
  allow: readonly string[],
): Promise<{ title: string; author: string }> {
  try {
    const answer = await fetchOutside(address, {
      accept: 'application/json',
      allowType: (type) => type === 'application/json' || type === 'text/json',
      maxBytes: 65_536,
      timeoutMs: 4_000,
      allow,
    });
    const json = JSON.parse(answer.body.toString('utf8')) as { title?: unknown; author_name?: unknown };
    return {
      title: typeof json.title === 'string' ? json.title : '',
      author: typeof json.author_name === 'string' ? json.author_name : '',
    };
  } catch {
    return { title: '', author: '' };
  }
}

/**
 * A link post's page read for its title, excerpt, author and picture (issue 17). The page is
 * fetched by the fetcher's rules (a refusal is the 400 the composer shows); its picture, when it
 * has one, is stored as the author's upload like any photo, so readers never load it from the
 * other site; a picture that cannot be had leaves the thumbnail empty rather than failing.
 */
export async function linkData(deps: AppDeps, userId: string, url: string): Promise<LinkData> {
  const allow = deps.config.fetchTestAllow ?? [];
  const page = await fetchOutside(url, {
    accept: 'text/html,application/xhtml+xml',
    allowType: (type) => type === 'text/html' || type === 'application/xhtml+xml',
    maxBytes: 1_048_576,
    allow,
  });
  const meta = pageMetadata(page.body.toString('utf8'), page.url);
  const oembed =
    meta.oembedJson && (!meta.title || !meta.author) ? await oembedOf(meta.oembedJson, allow) : null;
  let thumbnail = '';
  if (meta.image) {
    try {
      thumbnail = deps.media.url((await importImage(deps, userId, meta.image, 'url')).key);
    } catch {
      thumbnail = '';
    }
  }
  return {
    url: page.url.href,
    title: clip(meta.title || oembed?.title || '', 250),
    excerpt: clip(meta.description, 1000),
    author: clip(meta.author || oembed?.author || '', 250),
    site_name: clip(meta.siteName, 250),
    thumbnail,
  };
}
