/**
 * Length and picture size of an MP4 or QuickTime file, from its movie and track headers. The
 * music-metadata parser reads only audio tracks of these containers, and a box walk is a few lines.
 *
 * An ISO base media file is a tree of boxes (4-byte size, 4-byte type). `moov` holds the movie
 * header `mvhd` (time scale and duration) and one `trak` per track, each with a `tkhd` ending in
 * the track's width and height (16.16 fixed point). Audio tracks are 0 × 0, so the first track
 * with a size is the picture. Null when there is no movie header: not a playable file.
 */
export function readMp4Header(
  data: Buffer,
): { duration: number | null; width: number; height: number } | null {
  const [mvhd] = boxes(data, 0, data.length, ['moov', 'mvhd']);
  if (!mvhd) return null;
  for (const tkhd of boxes(data, 0, data.length, ['moov', 'trak', 'tkhd'])) {
    const size = trackSize(data, tkhd);
    if (size) return { duration: movieDuration(data, mvhd), ...size };
  }
  return null;
}

interface Box {
  type: string;
  /** Where the box's content starts and ends. */
  start: number;
  end: number;
}

/** Every box at the end of `path`, descending through the named containers. */
function boxes(data: Buffer, start: number, end: number, path: string[]): Box[] {
  const [wanted, ...rest] = path;
  return children(data, start, end)
    .filter((box) => box.type === wanted)
    .flatMap((box) => (rest.length === 0 ? [box] : boxes(data, box.start, box.end, rest)));
}

function children(data: Buffer, start: number, end: number): Box[] {
  const found: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) break;
      size = Number(data.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) break;
    found.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return found;
}

/** Seconds; version 1 headers carry 64-bit times and duration. */
function movieDuration(data: Buffer, mvhd: Box): number | null {
  const v1 = data[mvhd.start] === 1;
  if (mvhd.start + (v1 ? 32 : 20) > mvhd.end) return null;
  const timescale = data.readUInt32BE(mvhd.start + (v1 ? 20 : 12));
  const duration = v1 ? Number(data.readBigUInt64BE(mvhd.start + 24)) : data.readUInt32BE(mvhd.start + 16);
  return timescale > 0 ? duration / timescale : null;
}

/** Width and height as shown: a phone's portrait video is stored landscape with a quarter-turn matrix. */
function trackSize(data: Buffer, tkhd: Box): { width: number; height: number } | null {
  // version 1 has 64-bit times and duration: 12 bytes more before the shared tail.
  const matrix = tkhd.start + (data[tkhd.start] === 1 ? 52 : 40);
  const dims = matrix + 36;
  if (dims + 8 > tkhd.end) return null;
  const width = Math.round(data.readUInt32BE(dims) / 65536);
  const height = Math.round(data.readUInt32BE(dims + 4) / 65536);
  if (!width || !height) return null;
  const quarterTurn = data.readInt32BE(matrix) === 0;
  return quarterTurn ? { width: height, height: width } : { width, height };
}
