import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_MAX_BYTES, uploadMessages } from '@rookery/core';
import { signUpViaApi } from './support/accounts';
import { expect, test } from './support/test';

/**
 * Spec document 2 §5: a file over the configured maximum is refused with 'The file is too big.
 * Squish it down, and try again!' (the limit in the text) and a log event. The file is sparse: the
 * browser reads its size from the path and refuses it before reading a byte.
 */
test('a photo over the limit is refused with the limit in the message, and a log event goes out', async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'rookery-e2e-big-'));
  const path = join(dir, 'huge.png');
  const file = openSync(path, 'w');
  writeSync(file, Buffer.from([0]), 0, 1, UPLOAD_MAX_BYTES.image);
  closeSync(file);
  try {
    await signUpViaApi(page, 'bigphoto');
    await page.goto('/new/photo');
    const form = page.getByRole('dialog', { name: 'New post' });
    await form.getByLabel('Upload photos').setInputFiles(path);
    await expect(form.getByText(`huge.png: ${uploadMessages.tooBig(UPLOAD_MAX_BYTES.image)}`)).toBeVisible();
    await expect(form.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(0);

    // The page's diagnostics go out by beacon as it is hidden: the refusal is the one event.
    const logged = page.waitForResponse((r) => r.url().endsWith('/services/cslog'));
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const response = await logged;
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { response: { kept: number } }).response.kept).toBe(1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
