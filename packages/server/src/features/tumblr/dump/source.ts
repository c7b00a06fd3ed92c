import { importMessages } from '@rookery/core';
import { ValidationError } from '../../../http/errors.js';
import type { ImportSource } from '../../imports/source.js';
import { apiPostToImported } from '../api-post.js';
import { storeFromTumblr } from '../media-hosts.js';
import { apiPostId, apiPostSchema } from '../post-common.js';
import { DumpUnreadableError, readDumpPosts } from './read-dump.js';

/** Reading the dump; a file that is no JSON, or is cut short, is told as such. */
async function readable<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof DumpUnreadableError)
      throw ValidationError.field('file', importMessages.dumpUnreadable);
    throw error;
  }
}

/** A file of the API's posts (legacy or NPF), read a post at a time; its media fetched from Tumblr. */
export const tumblrApiSource: ImportSource = {
  origin: 'tumblr',

  /** JSON with a post in it: read up to the first post. */
  async check(path) {
    const first = await readable(async () => {
      for await (const post of readDumpPosts(path)) return post;
      return undefined;
    });
    if (first === undefined) throw ValidationError.field('file', importMessages.dumpWithoutPosts);
  },

  async list({ filePath }, chunks) {
    await readable(async () => {
      for await (const post of readDumpPosts(filePath)) {
        const sourceId = apiPostId(apiPostSchema.parse(post));
        if (sourceId) await chunks.add({ sourceId, data: post });
      }
    });
    if (chunks.count === 0) throw ValidationError.field('file', importMessages.dumpWithoutPosts);
  },

  async open({ deps, userId }) {
    return {
      map: async (item) => apiPostToImported(item.data),
      store: (ref) => storeFromTumblr(deps, userId, ref),
      close: async () => {},
    };
  },
};
