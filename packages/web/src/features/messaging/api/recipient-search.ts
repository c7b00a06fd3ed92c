import { type Participant, SEARCH_DEBOUNCE_MS } from '@rookery/core';

/**
 * Where a recipient search is: `idle` with an empty query (the favorites show instead), `waiting`
 * while the debounce runs (the last results stay), `loading` while asking the server (a loader shows
 * if that lasts LOADER_DELAY_MS), then `done` or `error`.
 */
export interface SearchState {
  query: string;
  status: 'idle' | 'waiting' | 'loading' | 'done' | 'error';
  blogs: Participant[];
}

/** Answers by query, with when they came. */
export type SearchCache = Map<string, { blogs: Participant[]; at: number }>;

export interface RecipientSearchOptions {
  delayMs?: number;
  /** Answers per query (spec §7: suggestion results are cached per query). */
  cache?: SearchCache;
  cacheMs?: number;
  now?: () => number;
}

const IDLE: SearchState = { query: '', status: 'idle', blogs: [] };

/**
 * The recipient search of the inbox and the share popover (spec §5: the query is debounced 250 ms; a
 * new query cancels the request in flight). `find` asks the server; its signal aborts the request.
 * A plain object, so the rules run under fake timers without React.
 */
export function createRecipientSearch(
  find: (query: string, signal: AbortSignal) => Promise<Participant[]>,
  {
    delayMs = SEARCH_DEBOUNCE_MS,
    cache = new Map() as SearchCache,
    cacheMs = 60_000,
    now = Date.now,
  }: RecipientSearchOptions = {},
) {
  let state = IDLE;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;
  const listeners = new Set<() => void>();

  const set = (next: SearchState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const cancel = () => {
    clearTimeout(timer);
    inFlight?.abort();
    inFlight = null;
  };

  const run = (query: string) => {
    const hit = cache.get(query);
    if (hit && now() - hit.at < cacheMs) {
      set({ query, status: 'done', blogs: hit.blogs });
      return;
    }
    const controller = new AbortController();
    inFlight = controller;
    set({ query, status: 'loading', blogs: state.blogs });
    find(query, controller.signal).then(
      (blogs) => {
        if (controller.signal.aborted) return;
        inFlight = null;
        cache.set(query, { blogs, at: now() });
        set({ query, status: 'done', blogs });
      },
      () => {
        if (controller.signal.aborted) return;
        inFlight = null;
        set({ query, status: 'error', blogs: [] });
      },
    );
  };

  return {
    /** The field's text as typed; an empty one shows the favorites at once. */
    input(raw: string): void {
      const query = raw.trim();
      if (query === state.query && state.status !== 'error') return;
      cancel();
      if (query === '') {
        set(IDLE);
        return;
      }
      set({ query, status: 'waiting', blogs: state.blogs });
      timer = setTimeout(() => run(query), delayMs);
    },
    state: (): SearchState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: cancel,
  };
}

export type RecipientSearch = ReturnType<typeof createRecipientSearch>;
