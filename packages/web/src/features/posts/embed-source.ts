/**
 * The address an embed code plays from, when it is an iframe (or a bare link) over https. The list
 * shows that in a sandboxed frame of its own rather than putting the pasted markup in the page. The
 * frame may run scripts as its own site, so a page of ours (`pageOrigin`) is never one: scripts
 * there would be ours, outside the sandbox.
 */
export function embedSource(code: string, pageOrigin?: string): string | null {
  const trimmed = code.trim();
  const src = /<iframe\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/i.exec(trimmed)?.[1] ?? trimmed;
  try {
    const url = new URL(src.replace(/&amp;/g, '&'));
    return url.protocol === 'https:' && url.origin !== pageOrigin ? url.toString() : null;
  } catch {
    return null;
  }
}
