/** The blog card's data (GET /svc/tumblelog_popover/{blog}) in the query cache. */
export const blogCardKey = (name: string) => ['blog-card', name] as const;
