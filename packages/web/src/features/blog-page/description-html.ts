import { describeDescriptionLink } from './description-links';

/**
 * A blog description ready to show: cleaned to the editor allowlist by `cleanHtml` (editor's
 * clean-html.ts, a chunk loaded on demand: editor/load-clean-html.ts; the server stores it so too),
 * then every link pointed where describeDescriptionLink says — resolved, in a new tab — or, with a
 * protocol that is not allowed, unwrapped to its text.
 */
export function descriptionHtml(
  html: string,
  blogUrl: string,
  origin: string,
  cleanHtml: (html: string) => string,
): string {
  const clean = cleanHtml(html);
  const doc = new DOMParser().parseFromString(`<!DOCTYPE html><body>${clean}`, 'text/html');
  for (const anchor of Array.from(doc.body.querySelectorAll('a'))) {
    const link = describeDescriptionLink(anchor.getAttribute('href') ?? '', blogUrl, origin);
    if (!link) {
      anchor.replaceWith(...Array.from(anchor.childNodes));
      continue;
    }
    anchor.setAttribute('href', link.href);
    if (link.newTab) {
      anchor.setAttribute('target', '_blank');
      anchor.setAttribute('rel', 'noopener noreferrer');
    }
  }
  return doc.body.innerHTML;
}
