/** The query-key roots of search's answers: the same feature word as the server's (features/search). */
export const SEARCH_KEY = 'search';
export const SEARCH_POSTS_KEY = [SEARCH_KEY, 'posts'] as const;
export const SEARCH_TYPEAHEAD_KEY = [SEARCH_KEY, 'typeahead'] as const;
export const BLOG_SEARCH_KEY = [SEARCH_KEY, 'blog'] as const;
export const BLOG_SEARCH_TAGS_KEY = [SEARCH_KEY, 'blog-tags'] as const;
