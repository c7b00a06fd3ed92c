import type { APIRequestContext } from '@playwright/test';
import { formKey } from './accounts';
import { solidPng } from './media-files';

/**
 * A word no other journey's posts hold: letters only, so the search index keeps it one word, and
 * unlikely to be stemmed into another.
 */
export function uniqueWord(prefix: string): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `${prefix}${letters.join('')}`;
}

/** A published photo post (one small PNG) with tags, as the composer saves it; answers its id. */
export async function createPhotoPost(request: APIRequestContext, tags: string[]): Promise<string> {
  const key = await formKey(request);
  const upload = await request.post('/svc/media/upload', {
    headers: { 'X-Form-Key': key },
    multipart: {
      kind: 'image',
      file: { name: 'photo.png', mimeType: 'image/png', buffer: solidPng(60, 40, [40, 120, 200]) },
    },
  });
  if (!upload.ok()) throw new Error(`upload failed: ${upload.status()} ${await upload.text()}`);
  const { response: image } = (await upload.json()) as { response: { url: string } };
  const saved = await request.post('/svc/post/update', {
    headers: { 'X-Form-Key': key },
    form: {
      'post[type]': 'photo',
      'post[state]': '0',
      'images[p0]': image.url,
      'post[photoset_order]': 'p0',
      'post[tags]': tags.join(','),
    },
  });
  if (!saved.ok()) throw new Error(`save failed: ${saved.status()} ${await saved.text()}`);
  return ((await saved.json()) as { response: { post: { id: string } } }).response.post.id;
}
