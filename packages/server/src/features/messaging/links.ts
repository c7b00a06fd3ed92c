import type { PageLink } from '@rookery/core';

/** A paging link (spec §7 `_links`): the call's path with its query, also given as fields. */
export function pageLink(path: string, params: Record<string, string | number>): PageLink {
  const query_params = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return { href: `${path}?${new URLSearchParams(query_params).toString()}`, query_params };
}
