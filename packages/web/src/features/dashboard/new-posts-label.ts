/** The pill's words: "1 new post", "12 new posts", past the counted maximum "50+ new posts". */
export function newPostsLabel(count: number, more: boolean): string {
  return count === 1 && !more ? '1 new post' : `${count}${more ? '+' : ''} new posts`;
}
