/**
 * The address an embed code names: its iframe's source, or the code itself when it is a bare link.
 * Only an address core's embedFrame takes is ever framed: the list draws a player frame of its own
 * from it rather than putting the pasted markup in the page.
 */
export function embedCodeAddress(code: string): string {
  const trimmed = code.trim();
  const src = /<iframe\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/i.exec(trimmed)?.[1] ?? trimmed;
  return src.replace(/&amp;/g, '&');
}
