/** /follow/{blog}: where a visitor who is not signed in goes to follow a blog. */
export const followPath = (name: string) => `/follow/${encodeURIComponent(name)}`;
