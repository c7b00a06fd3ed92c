import {
  GIF_CARD_WIDTH,
  GIF_GRID_GUTTER,
  GIF_NO_RESULTS,
  type GifSearchResult,
  type GifSelection,
  gifTexts,
  pickOne,
} from '@rookery/core';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../api';
import { track } from '../logging/client-logger';
import { GifCard } from './gif-card';
import styles from './gif-search-panel.module.css';
import { masonry, masonryColumns } from './masonry';
import { preloadImage } from './preload-image';
import { useBatches } from './use-batches';
import { useGifSearch } from './use-gif-search';
import { useVisibleBand } from './use-visible-band';

export interface GifSearchPanelProps {
  /** Where the panel is used, sent with each search (loggingContext): 'post-form', 'messaging-gif'. */
  context: string;
  /** The grid's width in px: as many 150-px columns as fit. */
  width: number;
  /** Load the full-size GIF before the pick is emitted (the editor inserts that one). */
  preloadFull?: boolean;
  onPick: (selection: GifSelection) => void;
  onClose: () => void;
}

/**
 * The GIF search panel (spec document 2 §2, §4, §5, §9): a query input, a loading bar, a masonry
 * grid of results and a message area. Typing searches after a pause; an empty answer shows a random
 * jokey line; a message from the server comes first, with 'View results anyway' when there are
 * results. Tab and Shift+Tab go between the input and the results, the arrows move within them,
 * Enter picks, Escape closes.
 */
export function GifSearchPanel({
  context,
  width,
  preloadFull = false,
  onPick,
  onClose,
}: GifSearchPanelProps) {
  const [raw, setRaw] = useState('');
  const [current, setCurrent] = useState(0);
  const [anyway, setAnyway] = useState(false);
  const [picking, setPicking] = useState<number | null>(null);
  const [pickProblem, setPickProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLUListElement>(null);
  const pending = useRef<AbortController | null>(null);
  const { query, search, waiting } = useGifSearch(raw, context);
  const band = useVisibleBand(scroller);

  const answer = search.data;
  const results = answer?.media ?? [];
  const held = !!answer?.message && !anyway;
  const shown = useBatches(held ? 0 : results.length, answer);
  // A phone narrower than the panel asked for gets the columns that fit its screen.
  const fits = Math.min(width, window.innerWidth - 40);
  const columns = masonryColumns(fits);
  const layout = useMemo(() => masonry(results.slice(0, shown), columns), [results, shown, columns]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one line per query, drawn again for the next
  const noResults = useMemo(() => pickOne(GIF_NO_RESULTS), [query]);

  // After the frame: a popover around the panel focuses itself first as it opens.
  useEffect(() => {
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  // A new answer starts at its first card, and shows its message (if any) before its results.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer is what resets them
  useEffect(() => {
    setCurrent(0);
    setAnyway(false);
    scroller.current?.scrollTo({ top: 0 });
  }, [answer]);
  // A new query cancels the pick still loading (spec §4); closing the panel does too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query changing is the cue
  useEffect(() => () => pending.current?.abort(), [query]);

  const cards = () => [...(grid.current?.querySelectorAll<HTMLButtonElement>('[data-gif-card]') ?? [])];
  const focusCard = (index: number) => {
    setCurrent(index);
    cards()[index]?.focus();
  };

  async function pick(gif: GifSearchResult, index: number): Promise<void> {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setPickProblem(null);
    if (preloadFull) {
      setPicking(index);
      try {
        await preloadImage(gif.original.url, controller.signal);
      } catch {
        if (!controller.signal.aborted) setPickProblem(gifTexts.loadFailed);
        return;
      } finally {
        setPicking(null);
      }
    }
    track('gif_search_pick', { context, query });
    onPick({
      postId: gif.postId,
      postBlogUuid: gif.postBlogUuid,
      mediaUrl: gif.mediaUrl,
      width: gif.width,
      height: gif.height,
      query,
      result: gif,
    });
  }

  function onPanelKey(event: KeyboardEvent<HTMLDivElement>): void {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  }

  function onInputKey(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'ArrowDown' && shown > 0) {
      event.preventDefault();
      focusCard(current);
    } else if (event.key === 'Enter') {
      event.preventDefault();
    }
  }

  function onCardKey(event: KeyboardEvent<HTMLButtonElement>, index: number): void {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    if (index + step < 0) input.current?.focus();
    else focusCard(Math.min(shown - 1, index + step));
  }

  const failure = search.error ? errorMessage(search.error) : null;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the panel closes it
    <div
      className={styles.panel}
      style={{ width: Math.max(fits, GIF_CARD_WIDTH) + 24 }}
      onKeyDown={onPanelKey}
    >
      <input
        ref={input}
        type="search"
        className={styles.query}
        aria-label={gifTexts.placeholder}
        placeholder={gifTexts.placeholder}
        value={raw}
        maxLength={200}
        onChange={(event) => setRaw(event.target.value)}
        onKeyDown={onInputKey}
      />
      <div className={`${styles.loadingBar} ${waiting ? styles.loading : ''}`} aria-hidden="true" />
      <div className={styles.messages} role="status">
        {failure && <p className={styles.problem}>{failure}</p>}
        {pickProblem && <p className={styles.problem}>{pickProblem}</p>}
        {!failure && answer?.message && !anyway && (
          <div className={styles.notice}>
            <p className={styles.noticeHeader}>{answer.message.header}</p>
            <p>{answer.message.body}</p>
            {results.length > 0 && (
              <button type="button" className={styles.anyway} onClick={() => setAnyway(true)}>
                {gifTexts.viewResultsAnyway}
              </button>
            )}
          </div>
        )}
        {!failure && answer && results.length === 0 && !waiting && (
          <p className={styles.empty}>{noResults}</p>
        )}
      </div>
      <div ref={scroller} className={styles.results}>
        <ul
          ref={grid}
          className={styles.grid}
          aria-label="GIFs"
          aria-busy={waiting}
          style={{ height: layout.height, width: columns * GIF_CARD_WIDTH + (columns - 1) * GIF_GRID_GUTTER }}
        >
          {results.slice(0, shown).map((gif, index) => {
            const place = layout.places[index]!;
            return (
              <GifCard
                key={gif.rootPostUrlHash}
                gif={gif}
                place={place}
                drawn={place.top + place.height >= band.top && place.top <= band.bottom}
                current={index === Math.min(current, shown - 1)}
                picking={picking === index}
                onPick={() => void pick(gif, index)}
                onKeyDown={(event) => onCardKey(event, index)}
              />
            );
          })}
        </ul>
      </div>
    </div>
  );
}
