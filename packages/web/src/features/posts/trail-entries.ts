import type { PostView } from '@rookery/core';
import { reblogCommentKey } from './reblog-comment-key';

export interface TrailStep {
  blog_name: string;
  content: string;
  /** The step that carries the reblogged content above its words: the root. */
  root: boolean;
  key: string;
}

/**
 * The steps a reblog shows, in order: the root (its words, under the reblogged content), each
 * reblogger's words, then this post's own comment. When the tree was removed the root is still
 * credited by name (reblogged_root_name), with the content and no words.
 */
type TrailSource = Pick<PostView, 'type' | 'trail' | 'reblogged_root_name' | 'blog_name' | 'id'> &
  Partial<Pick<PostView, 'body' | 'caption' | 'source'>>;

export function trailSteps(post: TrailSource): TrailStep[] {
  const steps: TrailStep[] = post.trail.map((item, i) => ({
    blog_name: item.blog_name,
    content: item.content,
    root: item.is_root,
    key: `${item.post_id}-${i}`,
  }));
  if (!steps.some((s) => s.root)) {
    steps.unshift({
      blog_name: post.reblogged_root_name ?? post.blog_name,
      content: '',
      root: true,
      key: 'root',
    });
  }
  const key = reblogCommentKey(post.type);
  const comment = key ? String((post as Partial<Record<string, unknown>>)[key] ?? '') : '';
  if (comment.trim())
    steps.push({ blog_name: post.blog_name, content: comment, root: false, key: `own-${post.id}` });
  return steps;
}
