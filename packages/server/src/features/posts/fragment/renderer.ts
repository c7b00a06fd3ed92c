import { pathToFileURL } from 'node:url';
import type { Bootstrap, PostView } from '@rookery/core';

export type RenderPosts = (posts: PostView[], session: Bootstrap) => string;

let loaded: Promise<RenderPosts> | undefined;

/**
 * The web's own PostCard rendered with react-dom/server, loaded once on first use: the server
 * bundle stays free of React, and the fragment is the page's markup, not a second template.
 */
export function postRenderer(path: string): Promise<RenderPosts> {
  loaded ??= import(pathToFileURL(path).href).then(
    (m: { renderPostsHtml: RenderPosts }) => m.renderPostsHtml,
  );
  return loaded;
}
