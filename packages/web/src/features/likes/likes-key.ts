/** Where the /likes page's list lives in the query cache. */
export const LIKES_KEY = ['likes'] as const;
