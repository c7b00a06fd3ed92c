import type { ImportsResponse, ImportView, StartImportResponse } from '@rookery/core';
import type { TestApp, TestClient, TestResponse } from '../../../test/test-app.js';
import { sendUpload } from '../media/test-upload.js';

/** Sends an export to a blog's import call as the settings card does (multipart `file`). */
export function sendImport(
  t: TestApp,
  client: TestClient,
  blog: string,
  file: { data: Buffer; name: string; type?: string },
  options: { formKey?: string | null } = {},
): Promise<TestResponse<StartImportResponse>> {
  return sendUpload<StartImportResponse>(t, client, file, { ...options, url: `/svc/blog/${blog}/import` });
}

/** The blog's newest import, as the card polls for it. */
export async function latestImport(client: TestClient, blog: string): Promise<ImportView> {
  const res = await client.get<ImportsResponse>(`/svc/blog/${blog}/imports`);
  if (res.status !== 200) throw new Error(`imports of ${blog}: ${res.raw}`);
  return res.body.response.imports[0]!;
}

/** The blog's posts as stored, oldest first. */
export function postsOf(t: TestApp, blog: string) {
  return t.deps.db
    .selectFrom('posts')
    .innerJoin('blogs', 'blogs.id', 'posts.blog_id')
    .selectAll('posts')
    .where('blogs.name', '=', blog)
    .orderBy('posts.id')
    .execute();
}

/** How many of each type. */
export function typeCounts(posts: { type: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const post of posts) counts[post.type] = (counts[post.type] ?? 0) + 1;
  return counts;
}
