import type { Envelope } from '@rookery/core';

/** Opens the site as a browser would: the visitor cookie and the page's form key. */
export async function openSite(baseUrl: string): Promise<{ visitor: string; formKey: string }> {
  const page = await fetch(`${baseUrl}/svc/account/session`);
  const visitor = cookiesOf(page);
  const { response } = (await page.json()) as Envelope<{ form_key: string }>;
  return { visitor, formKey: response.form_key };
}

/** A JSON call as the page makes it, with the page's visitor cookie and form key. */
export function postAsPage(
  baseUrl: string,
  path: string,
  site: { visitor: string; formKey: string },
  body: unknown,
) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-form-key': site.formKey, cookie: site.visitor },
    body: JSON.stringify(body),
  });
}

/** Signs in as a browser would: the page's form key and visitor cookie first, then the login call. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const login = await postAsPage(baseUrl, '/svc/account/login', await openSite(baseUrl), { email, password });
  const body = (await login.json()) as Envelope<unknown>;
  if (login.status !== 200)
    throw new Error(`Login as ${email} failed: ${login.status} ${JSON.stringify(body.errors)}`);
  const session = cookiesOf(login)
    .split('; ')
    .find((c) => c.startsWith('rk_session='));
  if (!session) throw new Error(`Login as ${email} set no session cookie`);
  return session;
}

/** The form key of a signed-in session, which every state-changing call must carry. */
export async function formKeyOf(baseUrl: string, cookie: string): Promise<string> {
  return (await getJson<{ form_key: string }>(baseUrl, '/svc/account/session', cookie)).form_key;
}

export function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

export interface ListPage {
  posts: { id: string }[];
  next: string | null;
}

/** GETs a JSON call (with the session cookie when given); fails on anything but 200. */
export async function getJson<T>(baseUrl: string, path: string, cookie?: string): Promise<T> {
  const res = await fetch(baseUrl + path, { headers: cookie ? { cookie } : {} });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as Envelope<T>).response;
}

/** The path of page `page` (1-based) of a list, following `next` from the first page. */
export async function pathOfPage(
  baseUrl: string,
  path: string,
  page: number,
  cookie?: string,
): Promise<string> {
  let current = path;
  for (let i = 1; i < page; i++) {
    const list = await getJson<ListPage>(baseUrl, current, cookie);
    if (!list.next) throw new Error(`${path} has only ${i} pages; page ${page} was asked for`);
    current = `${path}${path.includes('?') ? '&' : '?'}before=${encodeURIComponent(list.next)}`;
  }
  return current;
}
