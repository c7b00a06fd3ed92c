import type { APIRequestContext } from '@playwright/test';
import { buildUpdatePayload, newPostForm } from '@rookery/core';
import { ffmpegFile, savePost, uploadFile } from './videos';

/** A real animated GIF for the GIF search journeys, made by ffmpeg: a moving test pattern. */
export function animatedGif(width: number, height: number): Buffer {
  return ffmpegFile('loop.gif', [
    ...['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=5:duration=1`, '-loop', '0'],
  ]);
}

/** A published photo post of an animated GIF, tagged and captioned, as the request's member. */
export async function gifPost(
  request: APIRequestContext,
  {
    tags,
    caption,
    width = 400,
    height = 300,
  }: { tags: string[]; caption: string; width?: number; height?: number },
): Promise<string> {
  const url = await uploadFile(request, {
    name: 'loop.gif',
    mimeType: 'image/gif',
    buffer: animatedGif(width, height),
  });
  return savePost(
    request,
    buildUpdatePayload(
      newPostForm('photo', { photos: [{ id: 'o1', preuploadUrl: url }], caption: `<p>${caption}</p>`, tags }),
    ),
  );
}
