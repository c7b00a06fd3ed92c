import type { GlobalThemeParams } from '@rookery/core';
import { sql } from 'kysely';
import type { AppDeps } from '../deps.js';
import { hashPassword } from '../features/accounts/passwords.js';
import { insertBlog } from '../features/blogs/blogs.js';
import { drawHeader } from '../features/blogs/generated-images.js';
import { seedDemoActivity } from './demo-activity.js';
import { seedDemoAds } from './demo-ads.js';
import { seedDemoGifs } from './demo-gifs.js';
import { seedDemoLikes } from './demo-likes.js';
import { seedDemoMessages } from './demo-messages.js';
import { seedDemoPosts } from './demo-posts.js';

export const DEMO_PASSWORD = 'rookery-demo';

interface DemoBlog {
  name: string;
  title: string;
  description: string;
  theme: Partial<GlobalThemeParams>;
}

interface DemoUser {
  email: string;
  blogs: DemoBlog[];
}

const USERS: DemoUser[] = [
  {
    email: 'ada@rookery.local',
    blogs: [
      {
        name: 'ada-writes',
        title: 'Ada Writes',
        description: 'Notes on engines, poetry and the occasional bird.',
        theme: {
          background_color: '#F4EFE6',
          title_color: '#2B2118',
          link_color: '#A0442A',
          title_font: 'Baskerville',
        },
      },
      {
        name: 'night-garden',
        title: 'Night Garden',
        description: 'Moths, moonflowers and photographs taken after dark.',
        theme: {
          background_color: '#14213D',
          title_color: '#FCA311',
          link_color: '#E5E5E5',
          title_font: 'Futura',
          avatar_shape: 'square',
        },
      },
      {
        name: 'tea-and-tides',
        title: 'Tea & Tides',
        description: 'A slow blog about the sea and what to drink beside it.',
        theme: {
          background_color: '#E8F1F2',
          title_color: '#1B3B6F',
          link_color: '#1F6A8A',
          title_font: 'Georgia',
        },
      },
    ],
  },
  {
    email: 'grace@rookery.local',
    blogs: [
      {
        name: 'compiler-cafe',
        title: 'Compiler Café',
        description: 'Programs, puzzles and coffee.',
        theme: {
          background_color: '#FFFFFF',
          title_color: '#111111',
          link_color: '#0070F3',
          title_font: 'Courier New',
        },
      },
    ],
  },
  {
    email: 'wren@rookery.local',
    blogs: [
      {
        name: 'rookery-birds',
        title: 'Rookery Birds',
        description: 'Field notes from a rookery: crows, rooks and jackdaws.',
        theme: {
          background_color: '#2E4636',
          title_color: '#F2E8CF',
          link_color: '#A7C957',
          title_font: 'Garamond',
        },
      },
      {
        name: 'wren-sketches',
        title: 'Sketchbook',
        description: 'Pencil studies, mostly birds.',
        theme: {
          background_color: '#FFF8F0',
          title_color: '#5C3D2E',
          link_color: '#9A5228',
          title_font: 'Palatino',
        },
      },
    ],
  },
];

/** Who follows whom, blog to blog. */
const FOLLOWS: [string, string][] = [
  ['ada-writes', 'compiler-cafe'],
  ['ada-writes', 'rookery-birds'],
  ['night-garden', 'wren-sketches'],
  ['compiler-cafe', 'ada-writes'],
  ['compiler-cafe', 'tea-and-tides'],
  ['rookery-birds', 'ada-writes'],
  ['rookery-birds', 'night-garden'],
  ['wren-sketches', 'compiler-cafe'],
];

export interface SeedResult {
  logins: { email: string; blogs: string[] }[];
}

/**
 * Demo content for an empty database: users (one owning three blogs), themed blogs with generated
 * avatars and header images, follows, posts of every type (demo-posts.ts), a few GIF posts
 * (demo-gifs.ts) and conversations
 * between the blogs (demo-messages.ts), and a few house ads (demo-ads.ts). Does nothing once any user exists, so restarts keep data.
 */
export async function seedDemoContent(deps: AppDeps): Promise<SeedResult | null> {
  const { db, media } = deps;
  const logins = USERS.map((u) => ({ email: u.email, blogs: u.blogs.map((b) => b.name) }));
  const existing = await db
    .selectFrom('users')
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) {
    const demo = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', USERS[0]!.email)
      .executeTakeFirst();
    return demo ? { logins } : null;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const owners = new Map<string, string>();
  await db.transaction().execute(async (tx) => {
    const ids = new Map<string, string>();
    for (const user of USERS) {
      const { id: userId } = await tx
        .insertInto('users')
        .values({ email: user.email, password_hash: passwordHash, email_verified_at: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [index, blog] of user.blogs.entries()) {
        const row = await insertBlog(tx, media, userId, { name: blog.name, title: blog.title });
        const headerKey = `headers/${row.uuid}.jpg`;
        await media.put(headerKey, await drawHeader(blog.name));
        await tx
          .updateTable('blogs')
          .set({ description: blog.description, theme: { ...blog.theme, header_key: headerKey } })
          .where('id', '=', row.id)
          .execute();
        if (index === 0)
          await tx.updateTable('users').set({ primary_blog_id: row.id }).where('id', '=', userId).execute();
        ids.set(blog.name, row.id);
        owners.set(blog.name, userId);
      }
    }
    await tx
      .insertInto('follows')
      .values(
        FOLLOWS.map(([from, to]) => ({ follower_blog_id: ids.get(from)!, followed_blog_id: ids.get(to)! })),
      )
      .execute();
  });
  // After the users' transaction: saving a post runs its own (and may schedule a job with it).
  await seedDemoPosts(deps, owners);
  await seedDemoLikes(db);
  // After the likes of every other post, which their ids choose: GIF posts bring their own.
  await seedDemoGifs(deps, owners);
  await seedDemoActivity(db);
  await seedDemoMessages(deps);
  await seedDemoAds(db);
  return { logins };
}
