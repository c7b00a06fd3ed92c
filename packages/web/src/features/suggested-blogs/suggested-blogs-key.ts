/** The one cached list of suggested blogs: every surface (rail, empty dashboard, explore) reads it. */
export const SUGGESTED_BLOGS_KEY = ['suggested-blogs'] as const;
