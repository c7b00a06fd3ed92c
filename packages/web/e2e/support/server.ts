/** The server the journeys run against: the built app, started by e2e/serve.mjs. */
/** 8199 unless ROOKERY_E2E_PORT says otherwise (e.g. while a stray server holds 8199). */
export const E2E_PORT = Number(process.env.ROOKERY_E2E_PORT) || 8199;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** "Another site" the app may fetch from (e2e/outside-site.mjs): a page with Open Graph tags, a photo. */
export const E2E_OUTSIDE_URL = `http://127.0.0.1:${E2E_PORT - 2}`;

/** The run's data directory (set by playwright.config.ts); the server writes mail under it. */
export function e2eDataDir(): string {
  const dir = process.env.ROOKERY_E2E_DATA_DIR;
  if (!dir) throw new Error('ROOKERY_E2E_DATA_DIR is not set; run the journeys through playwright.config.ts');
  return dir;
}
