import type { FragmentDirection, FragmentPageRoot } from '@rookery/core';

/**
 * GET /svc/post/{pageRoot}/{direction}/{refPostId} (spec doc 1 §7): server-rendered cards of the
 * posts around a post. It answers HTML, not the JSON envelope, so it goes around the api client.
 */
export async function fetchFragment(
  pageRoot: FragmentPageRoot,
  direction: FragmentDirection,
  refPostId: string,
): Promise<string> {
  const res = await fetch(`/svc/post/${pageRoot}/${direction}/${encodeURIComponent(refPostId)}`, {
    headers: { Accept: 'text/html' },
    credentials: 'same-origin',
  });
  if (!res.ok) throw new Error(`Fragment call failed: ${res.status}`);
  return res.text();
}
