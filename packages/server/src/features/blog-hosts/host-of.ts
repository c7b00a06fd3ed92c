import { isIP } from 'node:net';

/**
 * The host a request was made to, lower case, without port or trailing dot: the Host header, or
 * the proxy's X-Forwarded-Host when the proxy is trusted (TRUST_PROXY).
 */
export function hostOf(headers: Record<string, string | string[] | undefined>, trustProxy: boolean): string {
  const forwarded = trustProxy ? headers['x-forwarded-host'] : undefined;
  const raw = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0] ?? headers.host ?? '';
  const host = String(raw).trim().toLowerCase();
  // [::1]:8080, example.com:8080, example.com.
  const bare = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d+$/, '');
  return bare.replace(/\.$/, '');
}

/** A host that is an address or this machine: always the main site (health checks, local use). */
export const isLocalOrAddress = (host: string): boolean => host === 'localhost' || isIP(host) !== 0;
