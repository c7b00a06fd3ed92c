import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { formKey } from './accounts';
import { e2eDataDir } from './server';

const repoRoot = resolve(import.meta.dirname, '../../../..');

/** Makes the account a moderator the way an operator does: `npm run admin -- grant`, beside the running server. */
export function grantModerator(email: string): void {
  execFileSync('npm', ['run', '-s', 'admin', '--', 'grant', email], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: e2eDataDir() },
    stdio: 'pipe',
  });
}

/** A moderator's decision on a post (POST /svc/admin/post). */
export async function decideOnPost(
  request: APIRequestContext,
  postId: string,
  action: string,
): Promise<void> {
  const answer = await request.post('/svc/admin/post', {
    headers: { 'X-Form-Key': await formKey(request) },
    data: { post_id: postId, action, reason: 'e2e' },
  });
  if (!answer.ok()) throw new Error(`decision failed: ${answer.status()} ${await answer.text()}`);
}
