/**
 * The multipart parser's own errors are plain ones, told apart by their words: a body without its
 * boundary, or one that ends before its closing boundary (sent broken, or the client went away).
 */
export function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    (error as { statusCode?: number }).statusCode === undefined &&
    /^(Multipart: Boundary not found|Boundary required)$|unexpected end of multipart data$/i.test(
      error.message,
    )
  );
}
