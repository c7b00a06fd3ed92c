/**
 * robots.txt: the public pages are open; the API and the signed-in app's own pages (composer,
 * settings, dashboard, drafts, queue, inbox, messaging) are not for crawlers. `/blog/` holds only
 * app pages: "blog" is a reserved blog name (core blog-name.ts).
 */
const PRIVATE_PATHS = [
  '/svc/',
  '/settings',
  '/dashboard',
  '/new/',
  '/edit/',
  '/reblog/',
  '/blog/',
  '/likes',
  '/following',
  '/follow/',
  '/conversation/',
  '/messaging/',
  '/login',
  '/register',
  '/verify',
  '/forgot-password',
  '/reset-password',
  // Search results (issue 16): endless pages of what is already linked elsewhere.
  '/search',
  // Other sites' images as Rookery's pages show them (issue 17): theirs to index, not ours.
  '/proxy/',
];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
