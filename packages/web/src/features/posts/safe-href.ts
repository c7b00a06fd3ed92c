const LINKABLE = new Set(['http:', 'https:', 'mailto:']);

/**
 * A stored address as a link target: only absolute http, https and mailto addresses, so no stored
 * text can become a script (javascript:) or a document (data:) when someone follows it.
 */
export function safeHref(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    return LINKABLE.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}
