import { newPostForm } from '@rookery/core';
import { sql } from 'kysely';
import type { AppDeps } from '../deps.js';
import { storeUpload } from '../features/media/upload.js';
import { savePost } from '../features/posts/save-post.js';
import {
  circlingCrows,
  drawGif,
  type FrameDrawing,
  turningGear,
  waves,
  wingbeat,
} from './demo-gif-frames.js';

interface DemoGif {
  blog: string;
  name: string;
  draw: FrameDrawing;
  caption: string;
  tags: string[];
  /** Likes from other demo users, so GIF search has notes to rank by. */
  likes: number;
}

const GIFS: DemoGif[] = [
  {
    blog: 'wren-sketches',
    name: 'wingbeat.gif',
    draw: wingbeat,
    caption: '<p>One wingbeat, ten frames of pencil.</p>',
    tags: ['gif', 'birds', 'flying', 'sketch'],
    likes: 2,
  },
  {
    blog: 'rookery-birds',
    name: 'crows.gif',
    draw: circlingCrows,
    caption: '<p>The crows circle the rookery before they settle for the night.</p>',
    tags: ['gifs', 'crows', 'birds', 'dusk'],
    likes: 1,
  },
  {
    blog: 'tea-and-tides',
    name: 'waves.gif',
    draw: waves,
    caption: '<p>Waves at low tide, on a loop.</p>',
    tags: ['gif', 'sea', 'waves'],
    likes: 1,
  },
  {
    blog: 'ada-writes',
    name: 'gear.gif',
    draw: turningGear,
    caption: '<p>The engine turns.</p>',
    tags: ['gif', 'engines', 'gears'],
    likes: 2,
  },
];

/**
 * A few animated GIF posts (drawn here with sharp, stored through the upload pipeline like anyone's),
 * so GIF search in the editor and in messages finds something out of the box. `owners` maps blog
 * names to their user ids.
 */
export async function seedDemoGifs(deps: AppDeps, owners: ReadonlyMap<string, string>): Promise<void> {
  for (const gif of GIFS) {
    const userId = owners.get(gif.blog)!;
    const data = await drawGif(gif.draw);
    const media = await storeUpload(deps, userId, {
      name: gif.name,
      declaredType: 'image/gif',
      data,
      kind: 'image',
    });
    const { post } = await savePost(
      deps.db,
      { id: 'seed', userId, formKey: '', currentBlogId: null },
      newPostForm('photo', {
        tumblelog: gif.blog,
        caption: gif.caption,
        tags: gif.tags,
        photos: [{ id: 'o1', preuploadUrl: `/media/${media.key}` }],
      }),
    );
    await sql`
      insert into likes (user_id, blog_id, post_id, root_post_id)
      select u.id, u.primary_blog_id, ${post.id}, ${post.id} from users u
      where u.id <> ${userId} order by u.id limit ${gif.likes}`.execute(deps.db);
  }
}
