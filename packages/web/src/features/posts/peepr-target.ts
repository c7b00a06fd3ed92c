/**
 * The blog-view target of a link inside the dashboard (spec doc 2 §2: "clicking an element with a
 * peepr target opens it"). The blog view panel reads this attribute; without the panel the link
 * is an ordinary link to the same place.
 */
export function peeprTarget(tumblelog: string, postId?: string): { 'data-peepr': string } {
  return { 'data-peepr': JSON.stringify(postId ? { tumblelog, postId } : { tumblelog }) };
}
