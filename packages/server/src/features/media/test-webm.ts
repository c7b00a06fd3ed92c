/**
 * WebM files made in the test, element by element, laid out as the browsers' recorders and ffmpeg
 * write them (no binary fixtures in the repository).
 */

/** An EBML element: its id (marker bits included), an 8-byte size (or "unknown"), its content. */
function ebml(id: number, ...body: Buffer[]): Buffer {
  const content = Buffer.concat(body);
  // An id's length marker sits in its first byte, so its hex digits come in pairs.
  const idBytes = Buffer.from(id.toString(16), 'hex');
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(content.length) | (1n << 56n));
  return Buffer.concat([idBytes, size, content]);
}

/** An element of unknown size (all ones), as a recorder that cannot seek back writes it. */
function ebmlOpen(id: number): Buffer {
  return Buffer.concat([
    ebml(id).subarray(0, -8),
    Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
  ]);
}

const ebmlUint = (id: number, value: number) => ebml(id, Buffer.from([value >> 8, value & 0xff]));

/**
 * A WebM laid out as Chrome's MediaRecorder writes it: the EBML header, a Segment and Clusters of
 * unknown size, Info without a Duration, one VP8 video track (or Opus sound only) and simple
 * blocks of `frameBytes` zeros. `withSizes` gives the Segment its size and Info a Duration, as a
 * file written by ffmpeg has.
 */
export function recordedWebm(options: {
  width: number;
  height: number;
  seconds?: number;
  withSizes?: boolean;
  soundOnly?: boolean;
  frameBytes?: number;
}): Buffer {
  const header = ebml(
    0x1a45dfa3,
    ebmlUint(0x4286, 1),
    ebml(0x4282, Buffer.from('webm')),
    ebmlUint(0x4287, 4),
  );
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE((options.seconds ?? 0) * 1000);
  const info = ebml(
    0x1549a966,
    ebml(0x2ad7b1, Buffer.from([0x0f, 0x42, 0x40])), // TimecodeScale 1 ms
    ebml(0x4d80, Buffer.from('Chrome')),
    ebml(0x5741, Buffer.from('Chrome')),
    ...(options.withSizes ? [ebml(0x4489, duration)] : []),
  );
  const track = options.soundOnly
    ? ebml(0xae, ebmlUint(0xd7, 1), ebmlUint(0x83, 2), ebml(0x86, Buffer.from('A_OPUS')))
    : ebml(
        0xae,
        ebmlUint(0xd7, 1),
        ebmlUint(0x83, 1),
        ebml(0x86, Buffer.from('V_VP8')),
        ebml(0xe0, ebmlUint(0xb0, options.width), ebmlUint(0xba, options.height)),
      );
  const cluster = Buffer.concat([
    ebmlOpen(0x1f43b675),
    ebmlUint(0xe7, 0), // Timecode
    ebml(0xa3, Buffer.from([0x81, 0, 0, 0x80]), Buffer.alloc(options.frameBytes ?? 16)),
  ]);
  const body = Buffer.concat([info, ebml(0x1654ae6b, track), cluster]);
  const segment = options.withSizes ? ebml(0x18538067, body) : Buffer.concat([ebmlOpen(0x18538067), body]);
  return Buffer.concat([header, segment]);
}
