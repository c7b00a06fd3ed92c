import { crc32, deflateSync } from 'node:zlib';

/**
 * Small real files for the upload journeys, made in the test so no binaries live in the
 * repository: solid-colour PNGs and an MP3 whose ID3 tag names the track.
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width × height PNG of one RGB colour. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function id3TextFrame(id: string, text: string): Buffer {
  const body = Buffer.concat([Buffer.from([0]), Buffer.from(text, 'latin1')]);
  const header = Buffer.alloc(10);
  header.write(id, 0, 'latin1');
  header.writeUInt32BE(body.length, 4);
  return Buffer.concat([header, body]);
}

/** An MP3: an ID3v2.3 tag with title, artist and album, then a second of silent MPEG frames. */
export function taggedMp3(tags: { title: string; artist: string; album: string }): Buffer {
  const body = Buffer.concat([
    id3TextFrame('TIT2', tags.title),
    id3TextFrame('TPE1', tags.artist),
    id3TextFrame('TALB', tags.album),
  ]);
  const size = body.length;
  const syncsafe = Buffer.from([(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]);
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat([
    Buffer.from('ID3'),
    Buffer.from([3, 0, 0]),
    syncsafe,
    body,
    ...Array(40).fill(frame),
  ]);
}

function box(type: string, ...body: Buffer[]): Buffer {
  const content = Buffer.concat(body);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(content.length + 8, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, content]);
}

/** The identity display matrix of a movie or track header. */
function identity(): Buffer {
  const m = Buffer.alloc(36);
  m.writeInt32BE(0x10000, 0);
  m.writeInt32BE(0x10000, 16);
  m.writeInt32BE(0x40000000, 32);
  return m;
}

/**
 * An MP4's box tree: a movie header with its length and one H.264 video track of width × height,
 * with no frames. Enough for the server to read the container as a video.
 */
export function videoMp4(seconds: number, width: number, height: number): Buffer {
  const timescale = 1000;
  const duration = seconds * timescale;
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(timescale, 12);
  mvhd.writeUInt32BE(duration, 16);
  mvhd.writeUInt32BE(0x10000, 20);
  mvhd.writeUInt16BE(0x100, 24);
  identity().copy(mvhd, 36);
  mvhd.writeUInt32BE(2, 96);
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(3, 0);
  tkhd.writeUInt32BE(1, 12);
  tkhd.writeUInt32BE(duration, 20);
  identity().copy(tkhd, 40);
  tkhd.writeUInt32BE(width * 0x10000, 76);
  tkhd.writeUInt32BE(height * 0x10000, 80);
  const mdhd = Buffer.alloc(24);
  mdhd.writeUInt32BE(timescale, 12);
  mdhd.writeUInt32BE(duration, 16);
  const hdlr = Buffer.concat([
    Buffer.alloc(8),
    Buffer.from('vide'),
    Buffer.alloc(12),
    Buffer.from('Video\0'),
  ]);
  const avc1 = Buffer.alloc(78);
  avc1.writeUInt16BE(1, 6);
  avc1.writeUInt16BE(width, 24);
  avc1.writeUInt16BE(height, 26);
  avc1.writeUInt32BE(0x00480000, 28);
  avc1.writeUInt32BE(0x00480000, 32);
  avc1.writeUInt16BE(1, 40);
  avc1.writeUInt16BE(0x18, 74);
  avc1.writeInt16BE(-1, 76);
  const stbl = box(
    'stbl',
    box('stsd', Buffer.from([0, 0, 0, 0, 0, 0, 0, 1]), box('avc1', avc1)),
    box('stts', Buffer.alloc(8)),
    box('stsz', Buffer.alloc(12)),
  );
  const trak = box(
    'trak',
    box('tkhd', tkhd),
    box('mdia', box('mdhd', mdhd), box('hdlr', hdlr), box('minf', stbl)),
  );
  const ftyp = box('ftyp', Buffer.from('isom'), Buffer.alloc(4), Buffer.from('isom'));
  return Buffer.concat([ftyp, box('moov', box('mvhd', mvhd), trak), box('mdat')]);
}
