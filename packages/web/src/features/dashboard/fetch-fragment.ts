import type { FragmentDirection, FragmentPageRoot } from '@rookery/core';

/**
 * GET /svc/post/{pageRoot}/{direction}/{refPostId} (spec doc 1 §7): server-rendered cards of the
 * posts around a post; drafts and inbox are those of `tumblelog` when given, else the current
 * blog's. It answers HTML, not the JSON envelope, so it goes around the api client.
 */
export async function fetchFragment(
  pageRoot: FragmentPageRoot,
  direction: FragmentDirection,
  refPostId: string,
  tumblelog?: string,
): Promise<string> {
  const blog = tumblelog ? `?tumblelog=${encodeURIComponent(tumblelog)}` : '';
  const res = await fetch(`/svc/post/${pageRoot}/${direction}/${encodeURIComponent(refPostId)}${blog}`, {
    headers: { Accept: 'text/html' },
    credentials: 'same-origin',
  });
  if (!res.ok) throw new Error(`Fragment call failed: ${res.status}`);
  return res.text();
}
