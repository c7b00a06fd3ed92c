/** Our app protocol, the product's own (spec §5 "the product's own app protocol"). */
export const APP_PROTOCOL = 'rookery:';
/** Spec §5: source and redirect URLs may use only these. */
export const ACCEPTED_URL_PROTOCOLS: readonly string[] = ['http:', 'https:', APP_PROTOCOL, 'mailto:'];

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const LABEL = '[a-z0-9\\u00a1-\\uffff](?:[a-z0-9\\u00a1-\\uffff-]{0,61}[a-z0-9\\u00a1-\\uffff])?';

/**
 * Spec §5 link check: http or https, optional credentials, then an IPv4 address, localhost or a
 * domain name with a top-level part, an optional port, then path, query and fragment.
 */
const URL_PATTERN = new RegExp(
  '^https?://' +
    '(?:[^\\s:@/]+(?::[^\\s@/]*)?@)?' +
    `(?:${OCTET}(?:\\.${OCTET}){3}|localhost|(?:${LABEL}\\.)+[a-z\\u00a1-\\uffff]{2,63}\\.?)` +
    '(?::\\d{1,5})?' +
    '(?:[/?#]\\S*)?$',
  'i',
);

export function isValidUrl(value: string): boolean {
  return URL_PATTERN.test(value.trim());
}

/** The scheme a value starts with (`mailto:`), lower-cased, or undefined. */
export function urlProtocolOf(value: string): string | undefined {
  return /^([a-z][a-z0-9+.-]*):/i.exec(value.trim())?.[1]?.toLowerCase().concat(':');
}

/**
 * Spec §5: a source or primary redirect URL without an accepted protocol gets https:// in front;
 * if that is still not a valid URL, the original is kept as typed.
 */
export function prefixUrl(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) return '';
  const protocol = urlProtocolOf(trimmed);
  if (protocol && ACCEPTED_URL_PROTOCOLS.includes(protocol)) return trimmed;
  const prefixed = `https://${trimmed}`;
  return isValidUrl(prefixed) ? prefixed : trimmed;
}

/** After prefixing, a value that still names a scheme must name an accepted one (spec §8). */
export function hasUnsupportedProtocol(value: string): boolean {
  const protocol = urlProtocolOf(value);
  return protocol !== undefined && !ACCEPTED_URL_PROTOCOLS.includes(protocol);
}
