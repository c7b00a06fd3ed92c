import type { Bootstrap } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { renderPage } from './html.js';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta name="theme-color" content="#001935" /><title>Rookery</title><!--bootstrap--></head><body><div id="root"></div></body></html>';

const bootstrapWith = (theme: 'system' | 'light' | 'dark' | null) =>
  ({ form_key: 'k', user: theme ? { theme } : null }) as unknown as Bootstrap;

describe('renderPage', () => {
  it('writes an explicit light or dark choice into <html> and the browser bar colour', () => {
    const light = renderPage(TEMPLATE, bootstrapWith('light'));
    expect(light).toContain('<html lang="en" data-theme="light">');
    expect(light).toContain('<meta name="theme-color" content="#f1f3f6"');
    expect(renderPage(TEMPLATE, bootstrapWith('dark'))).toContain('data-theme="dark"');
  });

  it('leaves the system choice and visitors to the stylesheet', () => {
    for (const page of [
      renderPage(TEMPLATE, bootstrapWith('system')),
      renderPage(TEMPLATE, bootstrapWith(null)),
    ]) {
      expect(page).not.toContain('data-theme');
      expect(page).toContain('content="#001935"');
    }
  });

  it('writes the layout guess into <html>, beside the theme', () => {
    expect(renderPage(TEMPLATE, bootstrapWith('dark'), undefined, 'mobile')).toContain(
      '<html lang="en" data-theme="dark" data-layout="mobile">',
    );
    expect(renderPage(TEMPLATE, bootstrapWith(null))).not.toContain('data-layout');
  });

  it('embeds the bootstrap so no value can close its script element', () => {
    const page = renderPage(TEMPLATE, { form_key: '</script><x>', user: null } as unknown as Bootstrap);
    expect(page).toContain('\\u003c/script>');
    expect(page).toContain('content="&#60;/script&#62;&#60;x&#62;"');
  });
});
