/** A post an import cannot bring over at all; the report gives its reason. */
export class SkippedPostError extends Error {
  override name = 'SkippedPostError';
}
