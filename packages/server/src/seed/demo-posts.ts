import { newPostForm, type PostForm, type PostType } from '@rookery/core';
import type { AppDeps } from '../deps.js';
import { storeUpload } from '../features/media/upload.js';
import type { PostWithBlog } from '../features/posts/post-row.js';
import { savePost } from '../features/posts/save-post.js';
import type { SessionInfo } from '../http/session.js';
import { drawScene, type Scene } from './demo-images.js';

/** Demo posts go through the same save as the composer's, so they obey every rule real posts do. */
function saver(deps: AppDeps, owners: ReadonlyMap<string, string>) {
  return async (blog: string, type: PostType, fields: Partial<PostForm>, mode: PostForm['mode'] = 'new') => {
    const session: SessionInfo = { id: 'seed', userId: owners.get(blog)!, formKey: '', currentBlogId: null };
    const { post } = await savePost(
      deps.db,
      session,
      newPostForm(type, { tumblelog: blog, ...fields }, mode),
    );
    return post;
  };
}

async function photo(deps: AppDeps, userId: string, scene: Scene, name: string): Promise<string> {
  const data = await drawScene(scene);
  const media = await storeUpload(deps, userId, { name, declaredType: 'image/jpeg', data, kind: 'image' });
  return `/media/${media.key}`;
}

const reblogOf = (post: PostWithBlog) => ({ reblog_id: post.id, reblog_key: post.reblog_key });

/**
 * One post of every type across the demo blogs, a reblog chain, and a draft, a queued and a
 * scheduled post for the owner's views. `owners` maps blog names to their user ids.
 */
export async function seedDemoPosts(deps: AppDeps, owners: ReadonlyMap<string, string>): Promise<void> {
  const save = saver(deps, owners);
  const engines = await save('ada-writes', 'text', {
    title: 'On engines',
    body:
      '<p>The engine weaves <b>algebraic patterns</b> just as the loom weaves flowers and leaves.</p>' +
      '<p>More in <a href="https://www.fourmilab.ch/babbage/sketch.html">the notes</a>.</p>',
    tags: ['engines', 'notes'],
  });
  await save('ada-writes', 'quote', {
    quote: 'That brain of mine is something more than merely mortal, as time will show.',
    source: 'Ada Lovelace',
    tags: ['quotes'],
  });
  await save('ada-writes', 'link', {
    title: 'Sketch of the Analytical Engine',
    url: 'https://www.fourmilab.ch/babbage/sketch.html',
    caption: '<p>The notes that grew <i>longer</i> than the paper.</p>',
  });
  await save('ada-writes', 'chat', {
    title: 'At the workshop',
    chat: 'Ada: Will it compose music?\nCharles: If we give it the rules.\nAda: Then it will.',
  });
  await save('ada-writes', 'text', {
    title: 'Half-finished thoughts',
    body: 'On looms.',
    state: 'draft',
  });
  await save('ada-writes', 'text', {
    title: 'Next week',
    body: 'Bernoulli numbers.',
    state: 'queued',
  });
  await save('ada-writes', 'text', {
    title: 'A year from now',
    body: 'Look back on this.',
    state: 'scheduled',
    publish_on: new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString(),
  });

  const night = owners.get('night-garden')!;
  await save('night-garden', 'photo', {
    caption: '<p>Two nights in the <b>garden</b>.</p>',
    tags: ['moths', 'night'],
    photos: [
      {
        id: 'o1',
        preuploadUrl: await photo(
          deps,
          night,
          { top: '#0B132B', bottom: '#3A506B', orb: '#F6F1D1', ground: '#1C2541' },
          'moon.jpg',
        ),
        caption: 'Moonrise over the moonflowers',
      },
      {
        id: 'o2',
        preuploadUrl: await photo(
          deps,
          night,
          { top: '#22223B', bottom: '#9A8C98', orb: '#F2E9E4', ground: '#4A4E69' },
          'dusk.jpg',
        ),
        caption: 'Dusk, before the moths',
      },
    ],
  });
  await save('tea-and-tides', 'audio', {
    caption: '<p>Waves, recorded at low tide.</p>',
    url: 'https://upload.wikimedia.org/wikipedia/commons/c/c8/Example.ogg',
    trackTitle: 'Low tide',
    trackArtist: 'Tea & Tides',
  });
  await save('compiler-cafe', 'video', {
    embedCode:
      '<iframe width="540" height="304" src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ" frameborder="0" allowfullscreen></iframe>',
    caption: '<p>A film made entirely with <a href="https://www.blender.org">open tools</a>.</p>',
  });
  await save('rookery-birds', 'answer', {
    ask: 'How do you tell a rook from a crow?',
    answer: '<p>Look at the face: a grown rook has <b>bare, pale skin</b> around its beak.</p>',
  });
  const sketches = owners.get('wren-sketches')!;
  await save('wren-sketches', 'photo', {
    caption: '<p>Study of a jackdaw at sunset.</p>',
    photos: [
      {
        id: 'o1',
        preuploadUrl: await photo(
          deps,
          sketches,
          { top: '#F4A261', bottom: '#E76F51', orb: '#FFE8D6', ground: '#264653' },
          'sunset.jpg',
        ),
      },
    ],
  });
  const reblog = await save(
    'rookery-birds',
    'text',
    { ...reblogOf(engines), body: '<p>Birds weave patterns too.</p>' },
    'reblog',
  );
  await save(
    'compiler-cafe',
    'text',
    { ...reblogOf(reblog), body: '<p>And compilers weave <i>both</i>.</p>' },
    'reblog',
  );
}
