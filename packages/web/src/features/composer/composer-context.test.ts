import { describe, expect, it } from 'vitest';
import {
  composerContextOf,
  contextOfPath,
  newPostPath,
  openerOf,
  reloadsAfterSave,
  returnPathOf,
} from './composer-context';

const DASHBOARD = { baseRoute: '/dashboard', contextPage: 'dashboard' };

describe('contextOfPath', () => {
  it.each([
    ['/dashboard', 'dashboard'],
    ['/blog/ada/drafts', 'drafts'],
    ['/blog/ada/queue', 'queue'],
    ['/blog/ada/inbox', 'inbox'],
    ['/tagged/cats', 'tagged'],
    ['/drafts', 'drafts'],
    ['/queue', 'queue'],
    ['/inbox', 'inbox'],
  ])('knows the base route %s (spec document 1 §2)', (pathname, contextPage) => {
    expect(contextOfPath(pathname)).toEqual({ baseRoute: pathname, contextPage });
  });

  it.each(['/explore', '/ada', '/ada/post/1', '/blog/ada/drafts/new/text', '/likes'])(
    'saves %s in the dashboard context',
    (pathname) => expect(contextOfPath(pathname)).toEqual(DASHBOARD),
  );
});

describe('newPostPath', () => {
  it('prefixes the base route (spec document 1 §2)', () => {
    expect(newPostPath('/blog/ada/drafts', 'quote')).toBe('/blog/ada/drafts/new/quote');
    expect(newPostPath('/tagged/cats', 'text')).toBe('/tagged/cats/new/text');
    expect(newPostPath('/drafts', 'quote')).toBe('/drafts/new/quote');
    expect(newPostPath('/queue', 'text')).toBe('/queue/new/text');
    expect(newPostPath('/inbox', 'link')).toBe('/inbox/new/link');
  });

  it('has an empty prefix on the dashboard and on pages that are no base route', () => {
    expect(newPostPath('/dashboard', 'text')).toBe('/new/text');
    expect(newPostPath('/explore', 'photo')).toBe('/new/photo');
  });
});

describe('composerContextOf', () => {
  const fromQueue = { composerOpener: { pathname: '/blog/ada/queue', search: '', key: 'k' } };

  it('reads a new post’s context from its address', () => {
    expect(composerContextOf('/blog/ada/drafts/new/text', true, null)).toEqual({
      baseRoute: '/blog/ada/drafts',
      contextPage: 'drafts',
    });
    expect(composerContextOf('/new/text', true, fromQueue)).toEqual(DASHBOARD);
  });

  it('reads an edit’s or a reblog’s context from the page that opened it', () => {
    expect(composerContextOf('/edit/1', false, fromQueue)).toEqual({
      baseRoute: '/blog/ada/queue',
      contextPage: 'queue',
    });
    expect(composerContextOf('/edit/1', false, null)).toEqual(DASHBOARD);
  });
});

describe('openerOf and returnPathOf', () => {
  it('return to the opener with its query', () => {
    const state = { composerOpener: { pathname: '/explore', search: '?tab=new', key: 'a' } };
    expect(returnPathOf(DASHBOARD, state)).toBe('/explore?tab=new');
  });

  it.each([
    null,
    {},
    { composerOpener: { pathname: 'https://evil.example/' } },
    { composerOpener: { pathname: '//evil.example/' } },
  ])('fall back to the base route for %j', (state) => {
    expect(openerOf(state)).toBeNull();
    expect(returnPathOf({ baseRoute: '/blog/a/drafts', contextPage: 'drafts' }, state)).toBe(
      '/blog/a/drafts',
    );
  });
});

describe('reloadsAfterSave', () => {
  it('only on the queue page', () => {
    expect(reloadsAfterSave({ baseRoute: '/blog/a/queue', contextPage: 'queue' })).toBe(true);
    expect(reloadsAfterSave({ baseRoute: '/blog/a/drafts', contextPage: 'drafts' })).toBe(false);
    expect(reloadsAfterSave(DASHBOARD)).toBe(false);
  });
});
