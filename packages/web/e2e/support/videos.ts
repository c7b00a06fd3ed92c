import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { formKey } from './accounts';

/** The ffmpeg the server converts with (FFMPEG_PATH, else the packaged one). */
const ffmpeg = () =>
  process.env.FFMPEG_PATH ||
  (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/**
 * A file ffmpeg makes from `args` (its lavfi sources and output options; the output path comes
 * last) into a temporary folder, read back and removed: media for the journeys, no binaries in the
 * repository.
 */
export function ffmpegFile(fileName: string, args: string[]): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'rookery-e2e-media-'));
  const out = join(dir, fileName);
  try {
    const run = spawnSync(ffmpeg(), ['-nostdin', '-loglevel', 'error', ...args, '-y', out], {
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`ffmpeg failed: ${run.stderr}`);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A real clip for the video journeys: a moving test pattern with a tone, encoded fast. */
export function realVideo(
  seconds: number,
  width: number,
  height: number,
  options: { format?: 'mp4' | 'mov' } = {},
) {
  return ffmpegFile(`clip.${options.format ?? 'mp4'}`, [
    ...['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=25:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-shortest'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
  ]);
}

/** Uploads a file as the request's member (POST /svc/media/upload); answers its url. */
export async function uploadFile(
  request: APIRequestContext,
  file: { name: string; mimeType: string; buffer: Buffer },
  fields: Record<string, string> = {},
): Promise<string> {
  const answer = await request.post('/svc/media/upload', {
    headers: { 'X-Form-Key': await formKey(request) },
    multipart: { ...fields, file },
  });
  if (!answer.ok()) throw new Error(`upload failed: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { response: { url: string } }).response.url;
}

/** Waits until the server has converted the upload (the job runs in the served app). */
export async function converted(request: APIRequestContext, url: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    const answer = await request.get(`/svc/media/video?url=${encodeURIComponent(url)}`);
    const status = ((await answer.json()) as { response: { status: string } }).response.status;
    if (status === 'ready') return;
    if (status === 'failed') throw new Error(`conversion of ${url} failed`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`conversion of ${url} took too long`);
}

/** Saves a post through the save call as the composer would (form-encoded payload). */
export async function savePost(request: APIRequestContext, payload: Record<string, string>): Promise<string> {
  const answer = await request.post('/svc/post/update', {
    headers: { 'X-Form-Key': await formKey(request) },
    form: payload,
  });
  if (!answer.ok()) throw new Error(`save failed: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { response: { post: { id: string } } }).response.post.id;
}
