import type { Insertable, Selectable, Updateable } from 'kysely';
import type { PostsTable } from '../../db/schema.js';

export type PostRow = Selectable<PostsTable>;
export type NewPostRow = Insertable<PostsTable>;
export type PostChanges = Updateable<PostsTable>;

/** A post with the name of its blog, which every answer about it carries. */
export type PostWithBlog = PostRow & { blog_name: string; blog_user_id: string; blog_avatar_version: number };
