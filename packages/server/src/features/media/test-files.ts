import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import type { ByteSource } from './byte-source.js';

/**
 * Real files for the upload tests, made in the test: images with sharp, audio and video containers
 * written byte by byte (a few MPEG frames after an ID3 tag, a WAV with RIFF INFO tags, an MP4's box
 * tree), so no binary fixtures live in the repository.
 */

export function solidJpeg(width: number, height: number, orientation?: number): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#336699' } }).jpeg();
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

export function solidPng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#ff990080' } })
    .png()
    .toBuffer();
}

/** A GIF of two frames, red then blue, each width × height. */
export async function twoFrameGif(width: number, height: number): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
    .gif({ delay: [100, 100], loop: 0 })
    .toBuffer();
}

function id3TextFrame(id: string, text: string): Buffer {
  const body = Buffer.concat([Buffer.from([0]), Buffer.from(text, 'latin1')]);
  const header = Buffer.alloc(10);
  header.write(id, 0, 'latin1');
  header.writeUInt32BE(body.length, 4);
  return Buffer.concat([header, body]);
}

function syncsafe(n: number): Buffer {
  return Buffer.from([(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f]);
}

/**
 * An MP3: an ID3v2.3 tag, then `frames` silent MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz). The
 * tag may end in `padding` zero bytes, as a tagger leaves room to edit (or as cover art takes it).
 */
export function taggedMp3(
  tags: { title: string; artist: string; album: string },
  frames = 40,
  padding = 0,
): Buffer {
  const body = Buffer.concat([
    id3TextFrame('TIT2', tags.title),
    id3TextFrame('TPE1', tags.artist),
    id3TextFrame('TALB', tags.album),
    Buffer.alloc(padding),
  ]);
  const tag = Buffer.concat([Buffer.from('ID3'), Buffer.from([3, 0, 0]), syncsafe(body.length), body]);
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat([tag, ...Array.from({ length: frames }, () => frame)]);
}

function riffChunk(id: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(id, 0, 'latin1');
  header.writeUInt32LE(body.length, 4);
  const pad = body.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0);
  return Buffer.concat([header, body, pad]);
}

/** A WAV of `seconds` of 8 kHz mono silence, with title/artist/album in RIFF INFO tags. */
export function taggedWav(seconds: number, tags: { title: string; artist: string; album: string }): Buffer {
  const fmt = Buffer.alloc(16);
  fmt.writeUInt16LE(1, 0); // PCM
  fmt.writeUInt16LE(1, 2); // mono
  fmt.writeUInt32LE(8000, 4);
  fmt.writeUInt32LE(16000, 8); // bytes per second
  fmt.writeUInt16LE(2, 12);
  fmt.writeUInt16LE(16, 14);
  const text = (s: string) => Buffer.from(`${s}\0`, 'latin1');
  const info = Buffer.concat([
    Buffer.from('INFO'),
    riffChunk('INAM', text(tags.title)),
    riffChunk('IART', text(tags.artist)),
    riffChunk('IPRD', text(tags.album)),
  ]);
  const chunks = Buffer.concat([
    Buffer.from('WAVE'),
    riffChunk('fmt ', fmt),
    riffChunk('LIST', info),
    riffChunk('data', Buffer.alloc(16000 * seconds)),
  ]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(chunks.length, 0);
  return Buffer.concat([Buffer.from('RIFF'), size, chunks]);
}

function boxHeader(type: string, contentBytes: number): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(contentBytes + 8, 0);
  header.write(type, 4, 'latin1');
  return header;
}

function box(type: string, ...body: Buffer[]): Buffer {
  const content = Buffer.concat(body);
  return Buffer.concat([boxHeader(type, content.length), content]);
}

/** The 3×3 display matrix of a track: identity, or a quarter turn as phones write portrait video. */
function matrix(quarterTurn: boolean): Buffer {
  const m = Buffer.alloc(36);
  const one = 0x10000;
  if (quarterTurn) {
    m.writeInt32BE(one, 4);
    m.writeInt32BE(-one, 12);
  } else {
    m.writeInt32BE(one, 0);
    m.writeInt32BE(one, 16);
  }
  m.writeInt32BE(0x40000000, 32);
  return m;
}

/** An H.264 visual sample entry: what a real track's sample table describes its frames with. */
function avc1Entry(width: number, height: number): Buffer {
  const entry = Buffer.alloc(78);
  entry.writeUInt16BE(1, 6); // data reference index
  entry.writeUInt16BE(width, 24);
  entry.writeUInt16BE(height, 26);
  entry.writeUInt32BE(0x00480000, 28); // 72 dpi
  entry.writeUInt32BE(0x00480000, 32);
  entry.writeUInt16BE(1, 40); // one frame per sample
  entry.writeUInt16BE(0x18, 74); // colour depth
  entry.writeInt16BE(-1, 76);
  return box('avc1', entry);
}

/** An AAC audio sample entry: 44.1 kHz stereo, 16 bit. */
function mp4aEntry(): Buffer {
  const entry = Buffer.alloc(28);
  entry.writeUInt16BE(1, 6); // data reference index
  entry.writeUInt16BE(2, 16); // channels
  entry.writeUInt16BE(16, 18); // bits per sample
  entry.writeUInt32BE(44100 * 0x10000, 24);
  return box('mp4a', entry);
}

interface VideoOptions {
  seconds: number;
  width: number;
  height: number;
  brand?: 'isom' | 'qt  ';
  quarterTurn?: boolean;
  soundOnly?: boolean;
  /** Bytes of (zero) frame data in the media data box; none by default. */
  frameBytes?: number;
  /** The movie header after the frames, as a camera writes it; before them by default. */
  moovLast?: boolean;
}

/**
 * The box tree of an MP4 (`isom` brand, or QuickTime's `qt  `): a movie header with its length,
 * one track — video of width × height, or sound only, as in an .m4a — and a media data box of
 * `frameBytes` zeros. Enough for a container parser; there are no frames to play.
 */
export function videoContainer(options: VideoOptions): Buffer {
  return Buffer.concat([videoHead(options), Buffer.alloc(options.frameBytes ?? 0), videoTail(options)]);
}

/**
 * The bytes of `videoContainer` as a stream of chunks, its frames a reused block of zeros: a video
 * of hundreds of MB to send or write without holding it.
 */
export async function* videoChunks(options: VideoOptions): AsyncGenerator<Buffer> {
  yield videoHead(options);
  const block = Buffer.alloc(256 * 1024);
  for (let left = options.frameBytes ?? 0; left > 0; left -= block.length)
    yield left < block.length ? block.subarray(0, left) : block;
  yield videoTail(options);
}

/** A big video on disk, written as a stream. */
export async function writeVideoFile(path: string, options: VideoOptions): Promise<void> {
  await pipeline(Readable.from(videoChunks(options)), createWriteStream(path));
}

/** Everything before the frames: ftyp, then moov (unless it comes last) and the mdat header. */
function videoHead(options: VideoOptions): Buffer {
  const brand = options.brand ?? 'isom';
  const ftyp = box('ftyp', Buffer.from(brand), Buffer.alloc(4), Buffer.from(brand));
  const mdat = boxHeader('mdat', options.frameBytes ?? 0);
  return Buffer.concat(options.moovLast ? [ftyp, mdat] : [ftyp, movieBox(options), mdat]);
}

function videoTail(options: VideoOptions): Buffer {
  return options.moovLast ? movieBox(options) : Buffer.alloc(0);
}

function movieBox(options: VideoOptions): Buffer {
  const sound = options.soundOnly ?? false;
  const timescale = 1000;
  const duration = options.seconds * timescale;
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(timescale, 12);
  mvhd.writeUInt32BE(duration, 16);
  mvhd.writeUInt32BE(0x10000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x100, 24); // volume 1.0
  matrix(false).copy(mvhd, 36);
  mvhd.writeUInt32BE(2, 96); // next track id
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(3, 0); // version 0, flags enabled | in movie
  tkhd.writeUInt32BE(1, 12); // track id
  tkhd.writeUInt32BE(duration, 20);
  matrix(options.quarterTurn ?? false).copy(tkhd, 40);
  if (!sound) {
    tkhd.writeUInt32BE(options.width * 0x10000, 76);
    tkhd.writeUInt32BE(options.height * 0x10000, 80);
  }
  const mdhd = Buffer.alloc(24);
  mdhd.writeUInt32BE(timescale, 12);
  mdhd.writeUInt32BE(duration, 16);
  const hdlr = Buffer.concat([
    Buffer.alloc(8),
    Buffer.from(sound ? 'soun' : 'vide'),
    Buffer.alloc(12),
    Buffer.from(sound ? 'Sound\0' : 'Video\0'),
  ]);
  const stbl = box(
    'stbl',
    box(
      'stsd',
      Buffer.from([0, 0, 0, 0, 0, 0, 0, 1]),
      sound ? mp4aEntry() : avc1Entry(options.width, options.height),
    ),
    // Empty time-to-sample and sample-size tables: no frames.
    box('stts', Buffer.alloc(8)),
    box('stsz', Buffer.alloc(12)),
  );
  return box(
    'moov',
    box('mvhd', mvhd),
    box('trak', box('tkhd', tkhd), box('mdia', box('mdhd', mdhd), box('hdlr', hdlr), box('minf', stbl))),
  );
}

/**
 * A GIF of `frames` frames on a width × height screen, each frame one pixel drawn: a few bytes a
 * frame, yet every frame is a full screen to a browser that plays it — the decompression bomb the
 * animation limit is for.
 */
export function animatedGif(width: number, height: number, frames: number): Buffer {
  const u16 = (n: number) => [n & 0xff, n >> 8];
  const screen = [...Buffer.from('GIF89a'), ...u16(width), ...u16(height), 0x80, 0, 0];
  const palette = [0, 0, 0, 255, 255, 255];
  const loop = [0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 3, 1, 0, 0, 0];
  // Graphic control (10 cs delay), then a 1 × 1 image at the corner: LZW code size 2, one block.
  const frame = [0x21, 0xf9, 4, 0, ...u16(10), 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0];
  return Buffer.from([
    ...screen,
    ...palette,
    ...loop,
    ...Array.from({ length: frames }, () => frame).flat(),
    0x3b,
  ]);
}

/** A byte source that counts what the reader asked of it. */
export function counting(source: ByteSource): ByteSource & { bytesRead: number } {
  const counted = {
    size: source.size,
    bytesRead: 0,
    read(position: number, length: number) {
      counted.bytesRead += length;
      return source.read(position, length);
    },
  };
  return counted;
}
