import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ffmpegBinary, runFfmpeg } from '../../../media/ffmpeg.js';

/**
 * Real videos for the tests, made by the packaged ffmpeg itself (no binary fixtures in the
 * repository): a moving test pattern, with a tone unless `silent`, encoded fast.
 */
export async function makeTestVideo(options: {
  seconds: number;
  width: number;
  height: number;
  silent?: boolean;
  /** mp4 (default) or mov (QuickTime, as a phone sends it). */
  format?: 'mp4' | 'mov';
}): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'rookery-test-video-'));
  const out = join(dir, `clip.${options.format ?? 'mp4'}`);
  const { seconds, width, height } = options;
  const sound = options.silent
    ? []
    : ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-c:a', 'aac', '-shortest'];
  try {
    await runFfmpeg({
      binary: ffmpegBinary(process.env.FFMPEG_PATH),
      args: [
        '-f',
        'lavfi',
        '-i',
        `testsrc2=size=${width}x${height}:rate=25:duration=${seconds}`,
        ...sound,
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-pix_fmt',
        'yuv420p',
        '-y',
        out,
      ],
      timeoutMs: 60_000,
    });
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
