import { createReadStream } from 'node:fs';

/** The file is not JSON, or is cut short: the import cannot read it. */
export class DumpUnreadableError extends Error {
  override name = 'DumpUnreadableError';
}

/** One post's JSON is at most this long; anything longer is no post the API ever wrote. */
const UNIT_MAX_CHARS = 32 * 1024 * 1024;

interface Container {
  array: boolean;
  /** An array whose key is "posts": its objects are posts. */
  posts: boolean;
}

/** The posts a parsed piece holds: a post itself, a /posts answer (its envelope or response), or a list of them. */
function postsIn(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(postsIn);
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (Array.isArray(record.posts)) return record.posts.flatMap(postsIn);
  if (record.response !== undefined) return postsIn(record.response);
  const isPost = ('id' in record || 'id_string' in record) && ('type' in record || 'content' in record);
  return isPost ? [record] : [];
}

/**
 * The posts of an API dump, one at a time, from a file of any size: a /posts answer
 * (`{meta, response: {blog, posts}}`), `{posts: [...]}`, a list of such answers (one per page
 * fetched), or a plain list of posts. The file is read as a stream and cut into posts by their
 * brackets (strings and escapes respected), so only one post is ever parsed at once and a big
 * dump neither fills memory nor holds the event loop: each chunk read is a turn of its own.
 */
export async function* readDumpPosts(path: string): AsyncGenerator<unknown> {
  const stack: Container[] = [];
  let inString = false;
  let escaped = false;
  let expectKey = false;
  let key = '';
  let lastKey = '';
  let readingKey = false;
  /** Depth at which the post being cut out started, or -1. */
  let unitDepth = -1;
  let parts: string[] = [];
  let size = 0;
  let first = true;

  for await (const raw of createReadStream(path, { encoding: 'utf8', highWaterMark: 64 * 1024 })) {
    let chunk = raw as string;
    if (first && chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
    first = false;
    let start = 0;
    const found: string[] = [];
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i]!;
      if (inString) {
        if (escaped) escaped = false;
        else if (c === '\\') escaped = true;
        else if (c === '"') {
          inString = false;
          if (readingKey) {
            lastKey = key;
            readingKey = false;
          }
        } else if (readingKey && key.length < 32) key += c;
        continue;
      }
      switch (c) {
        case '"':
          inString = true;
          readingKey = unitDepth < 0 && expectKey;
          key = '';
          break;
        case ':':
          expectKey = false;
          break;
        case ',':
          expectKey = stack.at(-1)?.array === false;
          break;
        case '{':
        case '[': {
          const parent = stack.at(-1);
          const opensUnit =
            unitDepth < 0 && c === '{' && parent?.array === true && (parent.posts || stack.length === 1);
          if (opensUnit) {
            unitDepth = stack.length;
            start = i;
          }
          stack.push({ array: c === '[', posts: unitDepth < 0 && c === '[' && lastKey === 'posts' });
          expectKey = c === '{';
          lastKey = '';
          break;
        }
        case '}':
        case ']':
          stack.pop();
          expectKey = false;
          if (stack.length === unitDepth) {
            found.push(parts.join('') + chunk.slice(start, i + 1));
            parts = [];
            size = 0;
            unitDepth = -1;
          }
          break;
      }
    }
    if (unitDepth >= 0) {
      const rest = chunk.slice(start);
      size += rest.length;
      if (size > UNIT_MAX_CHARS) throw new DumpUnreadableError();
      parts.push(rest);
    }
    for (const text of found) {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        throw new DumpUnreadableError();
      }
      yield* postsIn(value);
    }
  }
  if (inString || stack.length > 0) throw new DumpUnreadableError();
}
