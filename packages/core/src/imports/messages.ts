import { IMPORT_MAX_BYTES } from './constants.js';

const GB = 1024 * 1024 * 1024;

/** What an import answers and reports; the client shows the same words. */
export const importMessages = {
  noFile:
    'Choose an export to import: Tumblr’s backup archive (.zip), a posts file from its API (.json), or a Rookery account export (.zip).',
  tooBig: `This file is larger than the ${IMPORT_MAX_BYTES / GB} GB an import can take.`,
  notAnExport:
    'This file is not a Tumblr export. Choose the .zip archive Tumblr made of your blog, or a .json file of posts from its API.',
  archiveUnreadable: 'This zip file could not be read. Download the archive from Tumblr again and retry.',
  archiveWithoutPosts:
    'This zip file holds no Tumblr posts: the backup archive has them in a posts/html folder.',
  dumpUnreadable: 'This JSON file could not be read: it is cut short or not JSON.',
  dumpWithoutPosts: 'This JSON file holds no Tumblr posts (a /posts answer, or a list of posts).',
  exportWithoutBlog: (blog: string, names: readonly string[]) =>
    `This Rookery export has no blog named ${blog}: it holds ${names.join(', ')}. Import it into a blog of the same name.`,
  exportUnreadable:
    'This Rookery export could not be read: its manifest.json is missing or not one this site knows.',
  alreadyRunning: 'An import into this blog is still running. Wait for it to finish before starting another.',
  failed:
    'The import stopped before it was done. Try it again: posts already imported are not imported twice.',
} as const;
