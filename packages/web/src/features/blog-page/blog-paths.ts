/** The addresses of a blog's pages (spec routes /{blog}, /{blog}/post/{id}/{slug}, /{blog}/tagged/{tag}). */
export const blogPath = (name: string) => `/${encodeURIComponent(name)}`;

export const blogTaggedPath = (name: string, tag: string) =>
  `${blogPath(name)}/tagged/${encodeURIComponent(tag)}`;

export const permalinkPath = (name: string, id: string, slug = '') =>
  `${blogPath(name)}/post/${id}${slug ? `/${encodeURIComponent(slug)}` : ''}`;
