import yazl from 'yazl';

/**
 * Tumblr exports made by the tests themselves, to the documented formats (tumblr/docs api.md and
 * npf-spec.md for the API's posts; the backup archive's layout: posts/html/{id}.html with a
 * footer, media/{id}.ext), so no fixture files live in the repository.
 */

/** A zip of the given files, as Tumblr's export (or anyone's zip tool) writes one. */
export function zipOf(files: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of Object.entries(files)) zip.addBuffer(Buffer.from(data), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** A post file of the backup archive: the post as Tumblr rendered it, then its footer. */
export function archivePage(body: string, stamp: string, tags: string[] = []): string {
  const tagSpans = tags.map((tag) => `<span class="tag">${tag}</span>`).join(' ');
  return `<!DOCTYPE HTML><html><head><meta charset="utf-8"><link rel="stylesheet" href="../style.css"></head><body>${body}<div id="footer"><span id="timestamp">${stamp}</span> ${tagSpans}</div></body></html>`;
}

/** The archive's index of its posts, linking each post file. */
export function archiveIndex(ids: string[]): string {
  const rows = ids.map((id) => `<tr><td><a href="html/${id}.html">${id}</a></td></tr>`).join('');
  return `<!DOCTYPE HTML><html><body><table>${rows}</table></body></html>`;
}
