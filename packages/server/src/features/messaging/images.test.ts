import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { solidJpeg, solidPng, twoFrameGif } from '../media/test-files.js';
import { account, follow, type MessagingAccount, sendImage, sendText } from './test-messaging.js';

let t: TestApp;
let ann: MessagingAccount;
let ben: MessagingAccount;
let conversation_id: string;

beforeAll(async () => {
  t = await createTestApp();
  ann = await account(t, 'ann');
  ben = await account(t, 'ben');
  await follow(t, ben, ann);
  conversation_id = (await sendText(ann, ben, 'photos coming')).body.response.id;
});
afterAll(() => t.close());

/** The bytes a url of the answer serves. */
async function served(url: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.rawPayload;
}

describe('image messages', () => {
  it('stores a JPEG through the media pipeline: upright, at most 1080 px, with smaller sizes', async () => {
    const data = await solidJpeg(1600, 1200);
    const res = await sendImage(
      t,
      ann,
      { conversation_id, context: 'messaging-image-upload' },
      {
        data,
        name: 'holiday.jpg',
        type: 'image/jpeg',
      },
    );
    expect(res.status, res.raw).toBe(200);
    const message = res.body.response.messages.data[0]!;
    expect(message).toMatchObject({ type: 'IMAGE', context: 'messaging-image-upload', content: null });
    const image = message.image!;
    expect(image.original_size).toMatchObject({ width: 1080, height: 810 });
    expect(image.alt_sizes.map((s) => [s.width, s.height])).toEqual([
      [1080, 810],
      [540, 405],
      [250, 188],
    ]);
    for (const size of image.alt_sizes) {
      const meta = await sharp(await served(size.url)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', size.width, size.height]);
    }
    const media = await t.deps.db.selectFrom('media').selectAll().where('user_id', '=', ann.userId).execute();
    expect(media).toMatchObject([{ kind: 'image', mime: 'image/jpeg', width: 1080, height: 810 }]);
  });

  it('keeps a GIF animated at every size, and a small PNG as it is', async () => {
    const gif = await sendImage(
      t,
      ben,
      { conversation_id },
      { data: await twoFrameGif(600, 300), name: 'a.gif', type: 'image/gif' },
    );
    expect(gif.status, gif.raw).toBe(200);
    const sizes = gif.body.response.messages.data[0]!.image!.alt_sizes;
    expect(sizes.map((s) => s.width)).toEqual([600, 540, 250]);
    const small = await sharp(await served(sizes[2]!.url), { animated: true }).metadata();
    expect([small.format, small.pages, small.pageHeight]).toEqual(['gif', 2, 125]);
    const png = await sendImage(
      t,
      ben,
      { conversation_id },
      { data: await solidPng(120, 80), name: 'dot.png', type: 'image/png' },
    );
    expect(png.body.response.messages.data[0]!.image!.alt_sizes).toHaveLength(1);
  });

  it("refuses files that are not jpg, jpeg, png or gif by their bytes: 'Invalid file type.'", async () => {
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    for (const file of [
      { data: webp, name: 'x.webp', type: 'image/webp' },
      { data: webp, name: 'x.jpg', type: 'image/jpeg' },
      { data: Buffer.from('not an image at all'), name: 'x.png', type: 'image/png' },
    ]) {
      const res = await sendImage(t, ann, { conversation_id }, file);
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ field: 'data', detail: 'Invalid file type.' });
    }
  });

  it('refuses an image over the configured limit with its size in MB, and a missing file', async () => {
    expect((await ann.client.get('/svc/account/session')).body.response.message_image_max_bytes).toBe(
      10_485_760,
    );
    t.deps.config.messagingImageMaxBytes = 2 * 1_048_576;
    try {
      // The page learns the same limit from its session, to refuse the file before sending it.
      expect((await ann.client.get('/svc/account/session')).body.response.message_image_max_bytes).toBe(
        2 * 1_048_576,
      );
      const noisy = await sharp(
        Buffer.from(Array.from({ length: 1400 * 1400 * 3 }, () => Math.floor(Math.random() * 256))),
        {
          raw: { width: 1400, height: 1400, channels: 3 },
        },
      )
        .png()
        .toBuffer();
      expect(noisy.length).toBeGreaterThan(2 * 1_048_576);
      const res = await sendImage(
        t,
        ann,
        { conversation_id },
        { data: noisy, name: 'big.png', type: 'image/png' },
      );
      expect(res.status).toBe(400);
      expect(res.body.errors[0]?.detail).toBe('Image must be smaller than 2MB');
    } finally {
      t.deps.config.messagingImageMaxBytes = undefined;
    }
    const none = await sendImage(t, ann, { conversation_id }, null);
    expect(none.body.errors[0]?.detail).toBe('Choose an image to send.');
  });

  it('refuses other file parts and unknown fields in a multipart message, and needs the form key', async () => {
    const res = await sendImage(
      t,
      ann,
      { conversation_id, caption: 'no' },
      {
        data: await solidPng(10, 10),
        name: 'a.png',
        type: 'image/png',
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors[0]?.detail).toBe('Unknown field: caption.');
    const key = ann.client.formKey;
    ann.client.formKey = 'wrong';
    try {
      const forged = await sendImage(
        t,
        ann,
        { conversation_id },
        { data: await solidPng(10, 10), name: 'a.png', type: 'image/png' },
      );
      expect(forged.status).toBe(403);
    } finally {
      ann.client.formKey = key;
    }
  });
});
