import type { ByteSource } from './byte-source.js';
import type { VideoHeader } from './video-header.js';

/**
 * Length and picture size of a WebM (Matroska) file, from the elements before its first cluster.
 *
 * Matroska is a tree of EBML elements: a variable-length id, a variable-length size, the content.
 * The file opens with the EBML header (DocType "webm" or "matroska"), then one Segment holding
 * Info (time scale, Duration) and Tracks (a TrackEntry per track; a video track's Video element has
 * PixelWidth and PixelHeight), then the Clusters of frames. A browser's MediaRecorder writes the
 * Segment and each Cluster with "unknown size" and no Duration, since it cannot seek back: such a
 * file is read up to its first Cluster like any other, and its length is null. music-metadata
 * refuses exactly these files (an unknown size is not a safe integer), hence this reader.
 */
export async function readWebmHeader(source: ByteSource): Promise<VideoHeader | null> {
  const ebml = await elementAt(source, 0, source.size);
  if (ebml?.id !== ID.ebml || ebml.end === null) return null;
  const docType = find(await contentOf(source, ebml, 4096), ID.docType);
  if (!docType || !DOC_TYPES.has(docType.toString('latin1').replace(/\0+$/, ''))) return null;
  const segment = await elementAt(source, ebml.end, source.size);
  if (segment?.id !== ID.segment) return null;
  let info: Buffer | null = null;
  let tracks: Buffer | null = null;
  let at = segment.start;
  const end = segment.end ?? source.size;
  for (let n = 0; n < MAX_CHILDREN && !tracks; n++) {
    const element = await elementAt(source, at, end);
    if (!element || element.id === ID.cluster || element.end === null) break;
    if (element.id === ID.info) info = await contentOf(source, element, INFO_MAX_BYTES);
    if (element.id === ID.tracks) tracks = await contentOf(source, element, TRACKS_MAX_BYTES);
    at = element.end;
  }
  const picture = tracks && pictureSize(tracks);
  return picture ? { duration: info && durationOf(info), ...picture } : null;
}

const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackType: 0x83,
  video: 0xe0,
  pixelWidth: 0xb0,
  pixelHeight: 0xba,
  cluster: 0x1f43b675,
};
const DOC_TYPES = new Set(['webm', 'matroska']);
const VIDEO_TRACK = 1;
/** Elements before the first Cluster: a seek head, Info, Tracks, tags, perhaps cover art. */
const MAX_CHILDREN = 64;
/** Info is a few dozen bytes, Tracks a few KB (codec setup); a file claiming more is not read further. */
const INFO_MAX_BYTES = 64 * 1024;
const TRACKS_MAX_BYTES = 1024 * 1024;

interface Element {
  id: number;
  /** Where its content starts, and ends (null: unknown size, it runs to the end of its parent). */
  start: number;
  end: number | null;
}

/** The length of a variable-length integer from its first byte: one more than its leading zero bits. */
function vintLength(first: number): number {
  return first === 0 ? 9 : Math.clz32(first) - 23;
}

/** An id keeps its length marker; a size drops it, and all ones in its bits means unknown. */
function readVint(data: Buffer, at: number, keepMarker: boolean): { value: number; length: number } | null {
  const length = vintLength(data[at] ?? 0);
  if (length > 8 || at + length > data.length) return null;
  let value = keepMarker ? data[at]! : data[at]! & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + data[at + i]!;
    allOnes &&= data[at + i] === 0xff;
  }
  return { value: !keepMarker && allOnes ? -1 : value, length };
}

function parseHeader(data: Buffer, at: number): { id: number; size: number; length: number } | null {
  const id = readVint(data, at, true);
  if (!id || id.length > 4) return null;
  const size = readVint(data, at + id.length, false);
  if (!size) return null;
  return { id: id.value, size: size.value, length: id.length + size.length };
}

async function elementAt(source: ByteSource, at: number, parentEnd: number): Promise<Element | null> {
  const header = parseHeader(await source.read(at, 12), 0);
  if (!header) return null;
  const start = at + header.length;
  if (header.size === -1) return { id: header.id, start, end: null };
  // A size past the end of the file (a recording cut short) is read as far as the file goes.
  return { id: header.id, start, end: Math.min(start + header.size, parentEnd) };
}

function contentOf(source: ByteSource, element: Element, max: number): Promise<Buffer> {
  return source.read(element.start, Math.min((element.end ?? source.size) - element.start, max));
}

/** The children of an element already read, with their content. */
function* children(data: Buffer): Generator<{ id: number; content: Buffer }> {
  let at = 0;
  while (at < data.length) {
    const header = parseHeader(data, at);
    if (!header || header.size < 0) return;
    const start = at + header.length;
    yield { id: header.id, content: data.subarray(start, start + header.size) };
    at = start + header.size;
  }
}

function find(data: Buffer, id: number): Buffer | null {
  for (const child of children(data)) if (child.id === id) return child.content;
  return null;
}

function uint(data: Buffer | null): number | null {
  if (!data || data.length === 0 || data.length > 6) return null;
  return data.readUIntBE(0, data.length);
}

/** Seconds: Duration counts TimecodeScale nanoseconds (a million by default). */
function durationOf(info: Buffer): number | null {
  const scale = uint(find(info, ID.timecodeScale)) ?? 1_000_000;
  const raw = find(info, ID.duration);
  const ticks = raw?.length === 4 ? raw.readFloatBE(0) : raw?.length === 8 ? raw.readDoubleBE(0) : null;
  return ticks !== null && Number.isFinite(ticks) && ticks > 0 ? (ticks * scale) / 1e9 : null;
}

function pictureSize(tracks: Buffer): { width: number; height: number } | null {
  for (const entry of children(tracks)) {
    if (entry.id !== ID.trackEntry || uint(find(entry.content, ID.trackType)) !== VIDEO_TRACK) continue;
    const video = find(entry.content, ID.video);
    const width = video && uint(find(video, ID.pixelWidth));
    const height = video && uint(find(video, ID.pixelHeight));
    if (width && height) return { width, height };
  }
  return null;
}
