import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expandBracketKeys } from './bracket-keys.js';
import { newPostForm } from './defaults.js';
import type { PostForm } from './form.js';
import { buildUpdatePayload } from './payload-build.js';
import { updatePayloadSchema } from './update-payload-schema.js';

/** Keys of `value` the schema does not name (records name any key), as dotted paths. */
function undescribedKeys(value: unknown, schema: z.ZodType, at = ''): string[] {
  const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  if (!(inner instanceof z.ZodObject) || typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key in inner.shape ? undescribedKeys(item, inner.shape[key], `${at}${key}.`) : [`${at}${key}`],
  );
}

/** Every field of every type filled, so each key the client can write is written. */
const full: Partial<PostForm> = {
  tumblelog: 'walrus',
  tags: ['a'],
  customUrl: 'slug',
  sourceUrl: 'https://source.example',
  postDate: '2024-03-01T10:00:00.000Z',
  state: 'scheduled',
  publish_on: '2030-01-01T00:00:00.000Z',
  redirectUrlPrimary: 'https://r.example',
  photos: [
    {
      id: 'o1',
      preuploadUrl: '/media/a.jpg',
      caption: 'c',
      primaryUrl: 'https://p.example',
      iosUrl: 'app://i',
      androidUrl: 'app://a',
      livephotoUrl: '/media/a.mov',
    },
  ],
  video: { url: 'https://v.example/1', directEmbed: '<video></video>', provider: 'v' },
};

describe('updatePayloadSchema describes what buildUpdatePayload writes', () => {
  const cases = (['text', 'photo', 'quote', 'link', 'chat', 'audio', 'video', 'answer'] as const).flatMap(
    (type) =>
      (['new', 'edit', 'reblog'] as const).map(
        (mode) => [type, mode, newPostForm(type, { ...full, postId: '12', reblog_id: '3' }, mode)] as const,
      ),
  );

  it.each(cases)('%s, %s: every key named, every value accepted', (_type, _mode, form) => {
    const body = expandBracketKeys(buildUpdatePayload(form));
    expect(undescribedKeys(body, updatePayloadSchema)).toEqual([]);
    expect(updatePayloadSchema.safeParse(body).error?.issues).toBeUndefined();
  });
});
