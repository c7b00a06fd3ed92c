import { DataRowMessage } from 'pg-protocol/dist/messages.js';
import { Parser } from 'pg-protocol/dist/parser.js';

/** The DataRow message's code ('D'), the one message read here rather than by pg-protocol. */
const DATA_ROW = 0x44;

/** Past this a row's fields are read one by one: a copy of the whole row would not pay for itself. */
const WHOLE_ROW_MAX_BYTES = 64 * 1024;

/**
 * V8 copies a slice shorter than this (SlicedString::kMinLength) and makes a longer one a view into
 * the string it was cut from. JSON.stringify takes its fast path only when every string it meets
 * is sequential, one piece of its own: a single view sends the whole answer down the general path,
 * 2.8 times slower for a dashboard page (160 against 57 µs on the slow machine of issue 22's
 * eighth session). So a longer field is decoded on its own, 140 ns more a field.
 */
const SLICED_MIN_LENGTH = 13;

function isAscii(bytes: Buffer, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if ((bytes[i] as number) > 0x7f) return false;
  return true;
}

/**
 * A DataRow's fields as text (null for SQL NULL), from the message body in `bytes[start, end)`:
 * an int16 count, then each field as an int32 length (-1 for NULL) and its bytes.
 *
 * pg-protocol decodes every field with its own `buffer.toString`, a call into C++ that costs more
 * than most fields' decoding: 1,300 of them for a dashboard page of 20 rows, 16 % of the server's
 * instructions for it (callgrind). Here the row is copied into one Latin-1 string, one byte a
 * character, and each short field that is ASCII, as nearly every id, flag and number is, is a
 * slice of it (a copy, see SLICED_MIN_LENGTH); a longer one, or one with other bytes, is decoded
 * on its own. 85-104 µs a page became 22-32 with every ASCII field a slice, 40 with the long ones
 * decoded.
 */
export function dataRowFields(bytes: Buffer, start: number, end: number): (string | null)[] {
  const count = bytes.readInt16BE(start);
  const fields = new Array<string | null>(count);
  const whole = end - start <= WHOLE_ROW_MAX_BYTES ? bytes.toString('latin1', start, end) : null;
  let at = start + 2;
  for (let i = 0; i < count; i++) {
    const length = bytes.readInt32BE(at);
    at += 4;
    if (length === -1) {
      fields[i] = null;
      continue;
    }
    const stop = at + length;
    if (whole === null || !isAscii(bytes, at, stop)) fields[i] = bytes.toString('utf8', at, stop);
    else if (length < SLICED_MIN_LENGTH) fields[i] = whole.slice(at - start, stop - start);
    else fields[i] = bytes.toString('latin1', at, stop);
    at = stop;
  }
  return fields;
}

/** pg-protocol's Parser with the one step replaced here (pg-protocol/dist/parser.js). */
interface ParserInternals {
  handlePacket(offset: number, code: number, length: number, bytes: Buffer): unknown;
}

const parser = Parser.prototype as unknown as ParserInternals;
const handlePacket = parser.handlePacket;
if (typeof handlePacket !== 'function')
  throw new Error('pg-protocol changed: Parser has no handlePacket to read DataRow messages with');

/**
 * Every connection of the process (node-postgres makes one Parser per connection) reads its rows
 * with dataRowFields. `offset` is where the message body starts, and `length` counts itself (four
 * bytes) and the body, as the Parser passes them.
 */
parser.handlePacket = function readDataRowsHere(offset, code, length, bytes) {
  if (code !== DATA_ROW) return handlePacket.call(this, offset, code, length, bytes);
  return new DataRowMessage(length, dataRowFields(bytes, offset, offset + length - 4));
};
