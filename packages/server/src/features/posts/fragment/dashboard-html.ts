import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import type { SessionInfo } from '../../../http/session.js';
import { bootstrapFor } from '../../accounts/bootstrap.js';
import { presentIds } from '../pipeline/run.js';
import { loadViewer } from '../pipeline/viewer.js';
import { postRenderer } from './renderer.js';

/**
 * The save answer's post_dashboard_html (spec document 1 §3): the saved post as the dashboard shows
 * it, by the same PostCard renderer as the fragment call. The post is saved by then, so a renderer
 * that fails (a server started without the web build) is logged and leaves the field empty rather
 * than turn a save that happened into an error.
 */
export async function postDashboardHtml(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  session: SessionInfo,
  postId: string,
): Promise<string> {
  try {
    const [posts, bootstrap, render] = await Promise.all([
      loadViewer(deps.db, session).then((viewer) => presentIds(deps.db, viewer, [postId])),
      bootstrapFor(deps, request, reply),
      postRenderer(deps.config.postRenderer),
    ]);
    return render(posts, bootstrap);
  } catch (error) {
    request.log.error({ err: error }, 'rendering post_dashboard_html failed');
    return '';
  }
}
