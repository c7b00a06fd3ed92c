import {
  type SearchBlog,
  type SearchTypeaheadResponse,
  type SiteSearchFilters,
  searchPath,
} from '@rookery/core';
import { blogPath } from '../blog-page/blog-paths';

/** One suggestion of the header's search, with where picking it goes. */
export type TypeaheadOption = { key: string; path: string } & (
  | { kind: 'blog'; blog: SearchBlog }
  | { kind: 'tag'; tag: string; count: number }
  | { kind: 'search'; text: string }
);

/** At most this many of each kind: the list fits under the header on a laptop's screen. */
const PER_KIND = 4;

/**
 * The suggestions in the order they are shown: the blogs (to their pages), the tags (to their tag
 * pages), and last a search for the text as typed, so a pointer can submit it too.
 */
export function typeaheadOptions(
  answer: SearchTypeaheadResponse | undefined,
  text: string,
  filters: SiteSearchFilters = {},
): TypeaheadOption[] {
  const blogs: TypeaheadOption[] = (answer?.blogs ?? []).slice(0, PER_KIND).map((blog) => ({
    key: `blog:${blog.name}`,
    path: blogPath(blog.name),
    kind: 'blog',
    blog,
  }));
  const tags: TypeaheadOption[] = (answer?.tags ?? []).slice(0, PER_KIND).map(({ tag, count }) => ({
    key: `tag:${tag}`,
    path: `/tagged/${encodeURIComponent(tag)}`,
    kind: 'tag',
    tag,
    count,
  }));
  const q = text.trim();
  const search: TypeaheadOption[] = q
    ? [{ key: 'search', path: searchPath(q, filters), kind: 'search', text: q }]
    : [];
  return [...blogs, ...tags, ...search];
}
