// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { QueryAnswer } from './query-answer';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;

function Thing({ fetch }: { fetch: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['thing'], queryFn: fetch, retry: false });
  return (
    <QueryAnswer query={query} loading="Loading the thing" missing={<p>Gone</p>}>
      {(text) => <p>{text}</p>}
    </QueryAnswer>
  );
}

const button = () => container.querySelector('button');
const show = (fetch: () => Promise<string>) =>
  act(() =>
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <Thing fetch={fetch} />
      </QueryClientProvider>,
    ),
  );
/** Lets the query's answer reach the component. */
const settle = () => act(() => new Promise((r) => setTimeout(r, 10)));

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('the error panel of a failed query (spec document 3 §4)', () => {
  it("goes to a disabled 'Retrying...' that ignores clicks until the answer, then shows it", async () => {
    const second = Promise.withResolvers<string>();
    const fetch = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(500, [{ code: 0, title: 'x', detail: 'Something went screwy.' }]))
      .mockReturnValueOnce(second.promise);
    show(fetch);
    await settle();
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Something went screwy.');
    expect(button()?.textContent).toBe('Retry');

    act(() => button()!.click());
    await settle();
    // Still the panel, not a spinner: retrying, disabled, and a second click asks nothing more.
    expect(container.querySelector('[role="alert"]')).not.toBeNull();
    expect(button()?.textContent).toBe('Retrying...');
    expect(button()?.getAttribute('aria-disabled')).toBe('true');
    act(() => button()!.click());
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);

    await act(async () => second.resolve('Here it is'));
    await settle();
    expect(container.textContent).toBe('Here it is');
  });

  it('offers Retry again when the retry fails too', async () => {
    const fetch = vi
      .fn<() => Promise<string>>()
      .mockRejectedValue(new ApiError(500, [{ code: 0, title: 'x', detail: 'Still down.' }]));
    show(fetch);
    await settle();
    act(() => button()!.click());
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(button()?.textContent).toBe('Retry');
    expect(button()?.getAttribute('aria-disabled')).toBe('false');
    act(() => button()!.click());
    await settle();
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
