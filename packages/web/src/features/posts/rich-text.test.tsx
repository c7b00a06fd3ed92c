// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCleanHtml } from '../editor/load-clean-html';
import { RichText } from './rich-text';

const cleaning = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../editor/clean-html', async (original) => {
  const actual = await original<typeof import('../editor/clean-html')>();
  return {
    ...actual,
    cleanHtml: (html: string) => {
      cleaning.calls += 1;
      return actual.cleanHtml(html);
    },
  };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const STORED = '<p>Sanitised on <b>save</b>.</p>';
const HOSTILE = '<p>Edited</p><img src=x onerror="alert(1)">';

afterEach(() => {
  cleaning.calls = 0;
});

describe('RichText', () => {
  it('rendered by the browser alone, waits for the cleaner and never shows the field uncleaned', async () => {
    const container = document.createElement('div');
    const drawn: string[] = [];
    new MutationObserver(() => drawn.push(container.innerHTML)).observe(container, {
      childList: true,
      subtree: true,
    });
    const root = createRoot(container);
    await act(async () => {
      root.render(<RichText html={HOSTILE} />);
      // The first render suspends on the cleaner's chunk; React tries again once it has come.
      await loadCleanHtml();
    });
    expect(container.innerHTML).toContain('Edited');
    expect(drawn.filter((html) => html.includes('onerror'))).toEqual([]);
    expect(cleaning.calls).toBeGreaterThan(0);
    act(() => root.unmount());
  });

  it('hydrates the served field without cleaning it again, and cleans it once it changes', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RichText html={STORED} />);
    const served = container.firstElementChild;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, <RichText html={STORED} />);
    });
    expect(cleaning.calls).toBe(0);
    expect(container.firstElementChild).toBe(served);
    expect(container.innerHTML).toContain('Sanitised on <b>save</b>.');

    act(() => root?.render(<RichText html={HOSTILE} />));
    expect(cleaning.calls).toBeGreaterThan(0);
    expect(container.innerHTML).toContain('Edited');
    expect(container.innerHTML).not.toContain('onerror');
    act(() => root?.unmount());
  });
});
