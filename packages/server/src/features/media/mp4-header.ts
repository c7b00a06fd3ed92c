import type { ByteSource } from './byte-source.js';
import type { VideoHeader } from './video-header.js';

/**
 * Length and picture size of an MP4 or QuickTime file, from its movie and track headers. The
 * music-metadata parser reads only audio tracks of these containers, and a box walk is a few lines.
 *
 * An ISO base media file is a tree of boxes (4-byte size, 4-byte type). `moov` holds the movie
 * header `mvhd` (time scale and duration) and one `trak` per track, each with a `tkhd` ending in
 * the track's width and height (16.16 fixed point). Audio tracks are 0 × 0, so the first track
 * with a size is the picture. Null when there is no movie header: not a playable file.
 *
 * Only box headers and the two small header boxes are read: `mdat` (the frames, nearly all of the
 * file) is stepped over by its size, wherever `moov` sits (a camera writes it last).
 */
export async function readMp4Header(source: ByteSource): Promise<VideoHeader | null> {
  const moov = await firstBox(source, 0, source.size, 'moov');
  if (!moov) return null;
  const mvhd = await firstBox(source, moov.start, moov.end, 'mvhd');
  if (!mvhd) return null;
  const duration = movieDuration(await contentOf(source, mvhd));
  for await (const trak of children(source, moov.start, moov.end)) {
    if (trak.type !== 'trak') continue;
    const tkhd = await firstBox(source, trak.start, trak.end, 'tkhd');
    const size = tkhd && trackSize(await contentOf(source, tkhd));
    if (size) return { duration, ...size };
  }
  return null;
}

interface Box {
  type: string;
  /** Where the box's content starts and ends in the file. */
  start: number;
  end: number;
}

/** More boxes than a real file has in one container (a fragmented MP4 has two a fragment). */
const MAX_CHILDREN = 100_000;
/** `mvhd` and `tkhd` are at most 120 bytes; nothing past this is read of them. */
const HEADER_BOX_BYTES = 256;

async function firstBox(source: ByteSource, start: number, end: number, type: string): Promise<Box | null> {
  for await (const box of children(source, start, end)) if (box.type === type) return box;
  return null;
}

/** The boxes directly inside [start, end), read one header at a time. */
async function* children(source: ByteSource, start: number, end: number): AsyncGenerator<Box> {
  let at = start;
  for (let n = 0; n < MAX_CHILDREN && at + 8 <= end; n++) {
    const head = await source.read(at, 16);
    if (head.length < 8) return;
    let size = head.readUInt32BE(0);
    const type = head.toString('latin1', 4, 8);
    let header = 8;
    if (size === 1) {
      if (head.length < 16) return;
      size = Number(head.readBigUInt64BE(8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) return;
    yield { type, start: at + header, end: at + size };
    at += size;
  }
}

function contentOf(source: ByteSource, box: Box): Promise<Buffer> {
  return source.read(box.start, Math.min(box.end - box.start, HEADER_BOX_BYTES));
}

/** Seconds; version 1 headers carry 64-bit times and duration. A fragmented file says 0: unknown. */
function movieDuration(mvhd: Buffer): number | null {
  const v1 = mvhd[0] === 1;
  if ((v1 ? 32 : 20) > mvhd.length) return null;
  const timescale = mvhd.readUInt32BE(v1 ? 20 : 12);
  const duration = v1 ? Number(mvhd.readBigUInt64BE(24)) : mvhd.readUInt32BE(16);
  return timescale > 0 && duration > 0 ? duration / timescale : null;
}

/** Width and height as shown: a phone's portrait video is stored landscape with a quarter-turn matrix. */
function trackSize(tkhd: Buffer): { width: number; height: number } | null {
  // version 1 has 64-bit times and duration: 12 bytes more before the shared tail.
  const matrix = tkhd[0] === 1 ? 52 : 40;
  const dims = matrix + 36;
  if (dims + 8 > tkhd.length) return null;
  const width = Math.round(tkhd.readUInt32BE(dims) / 65536);
  const height = Math.round(tkhd.readUInt32BE(dims + 4) / 65536);
  if (!width || !height) return null;
  const quarterTurn = tkhd.readInt32BE(matrix) === 0;
  return quarterTurn ? { width: height, height: width } : { width, height };
}
