// @vitest-environment jsdom
import { act, use } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from '../../features/posts/rich-text';
import { HydrateApart } from './hydrate-apart';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PENDING = <article aria-busy="true" aria-label="Loading a post" />;
const FIELD = '<p>Rooks at dusk</p>';

/** Stands for a card whose content waits for a lazily loaded module. */
function Waits({ chunk }: { chunk: Promise<string> }) {
  return <p>{use(chunk)}</p>;
}

/** Every state of `container` as it is drawn. */
function watch(container: HTMLElement): string[] {
  const drawn: string[] = [];
  new MutationObserver(() => drawn.push(container.innerHTML)).observe(container, {
    childList: true,
    subtree: true,
  });
  return drawn;
}

describe('HydrateApart', () => {
  it('rendered by the browser alone, shows its fallback while a part waits for a chunk, then the part', async () => {
    let arrive: (text: string) => void = () => {};
    const chunk = new Promise<string>((resolve) => {
      arrive = resolve;
    });
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <HydrateApart fallback={PENDING}>
          <Waits chunk={chunk} />
        </HydrateApart>,
      );
    });
    expect(container.querySelector('article[aria-busy="true"]')).not.toBeNull();
    await act(async () => arrive('Rooks at dusk'));
    expect(container.innerHTML).toBe('<p>Rooks at dusk</p>');
    act(() => root.unmount());
  });

  it('hydrating the server’s markup, never shows the fallback', async () => {
    const tree = (
      <HydrateApart fallback={PENDING}>
        <RichText html={FIELD} />
      </HydrateApart>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    const drawn = watch(container);
    await act(async () => {
      hydrateRoot(container, tree);
    });
    expect(drawn.filter((html) => html.includes('aria-busy'))).toEqual([]);
    expect(container.innerHTML).toContain('Rooks at dusk');
  });
});
