/** What the safe mode rule reads; neither flag is in the data yet. */
interface MaybeAdultBlog {
  is_adult?: unknown;
}
interface MaybeSafeReader {
  safe_mode?: unknown;
}

/**
 * Spec document 2 §6: the blog search icon is hidden when the reader's safe mode is on and the blog
 * is adult. @NOTE Neither flag is in the data yet (the safety issue, 19, brings `is_adult` to blogs
 * and `safe_mode` to the user), so this takes any blog and reader and reads an absent flag as off:
 * until then every blog can be searched.
 */
export function blogSearchAllowed(blog: object, reader: object | null): boolean {
  const adult = (blog as MaybeAdultBlog).is_adult === true;
  const safeMode = (reader as MaybeSafeReader | null)?.safe_mode === true;
  return !(adult && safeMode);
}
