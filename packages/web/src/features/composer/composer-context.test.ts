import { describe, expect, it } from 'vitest';
import { composerContextOf, reloadsAfterSave } from './composer-context';

describe('composerContextOf', () => {
  it('reads the context a link carried', () => {
    expect(
      composerContextOf({ composerContext: { baseRoute: '/blog/ada/queue', contextPage: 'queue' } }),
    ).toEqual({ baseRoute: '/blog/ada/queue', contextPage: 'queue' });
  });

  it.each([
    null,
    undefined,
    {},
    { composerContext: { baseRoute: 'https://evil.example/', contextPage: 'queue' } },
    { composerContext: { baseRoute: '//evil.example/', contextPage: 'queue' } },
    { composerContext: { baseRoute: '/x', contextPage: 'elsewhere' } },
  ])('falls back to the dashboard for %j', (state) => {
    expect(composerContextOf(state)).toEqual({ baseRoute: '/dashboard', contextPage: 'dashboard' });
  });
});

describe('reloadsAfterSave', () => {
  it('only on the queue page', () => {
    expect(reloadsAfterSave({ baseRoute: '/blog/a/queue', contextPage: 'queue' })).toBe(true);
    expect(reloadsAfterSave({ baseRoute: '/blog/a/drafts', contextPage: 'drafts' })).toBe(false);
    expect(reloadsAfterSave({ baseRoute: '/dashboard', contextPage: 'dashboard' })).toBe(false);
  });
});
