import { CONVERSATION_BACKOFF, INBOX_BACKOFF, MESSAGING_POLL_MS, TYPING_RESET_MS } from '@rookery/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Poller } from './poller';

const S = 1000;

/** A poller whose polls answer from `answers` (true: changed, false: unchanged, an Error: fails); records when each ran. */
function setup(rates: readonly number[], answers: (boolean | Error)[] = [], baseMs?: number) {
  const times: number[] = [];
  const start = Date.now();
  const onGiveUp = vi.fn();
  const poller = new Poller({
    rates,
    baseMs,
    onGiveUp,
    poll: async () => {
      times.push((Date.now() - start) / S);
      const answer = answers.shift() ?? false;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  });
  const gaps = () => times.map((t, i) => t - (times[i - 1] ?? 0));
  return { poller, times, gaps, onGiveUp };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Poller backoff (spec §9)', () => {
  it('waits 15 s by default, then backs off by the inbox rates 1, 1, 2, 2, 4 after unchanged answers', async () => {
    const { poller, gaps } = setup(INBOX_BACKOFF);
    poller.start();
    await vi.advanceTimersByTimeAsync(15 * S * 24);
    poller.stop();
    expect(MESSAGING_POLL_MS).toBe(15 * S);
    // The first wait is the base (rate 1 before any answer), then one rate per unchanged answer in a row.
    expect(gaps().slice(0, 8)).toEqual([15, 15, 30, 30, 60, 60, 60, 60]);
  });

  it('backs off by the conversation rates 1,1,1,1,2,2,2,2,4,4,4,4,8,8,8,8,16 and stays at the last', async () => {
    const { poller, gaps } = setup(CONVERSATION_BACKOFF);
    poller.start();
    await vi.advanceTimersByTimeAsync(15 * S * 200);
    poller.stop();
    const expected = [...CONVERSATION_BACKOFF, 16, 16].map((rate) => rate * 15);
    expect(gaps().slice(0, expected.length)).toEqual(expected);
  });

  it('starts the rates over after a changed answer', async () => {
    const { poller, gaps } = setup(INBOX_BACKOFF, [false, false, false, true, false, false]);
    poller.start();
    await vi.advanceTimersByTimeAsync(15 * S * 20);
    poller.stop();
    // Polls 1–3 unchanged (15, 15, 30), poll 4 (after 30) changed: back to 15, 15, then 30.
    expect(gaps().slice(0, 7)).toEqual([15, 15, 30, 30, 15, 15, 30]);
  });

  it('takes the base interval from server data', async () => {
    const { poller, gaps } = setup(INBOX_BACKOFF, [], 5 * S);
    poller.start();
    await vi.advanceTimersByTimeAsync(5 * S * 6);
    poller.setBaseMs(10 * S);
    await vi.advanceTimersByTimeAsync(10 * S * 10);
    poller.stop();
    expect(gaps().slice(0, 4)).toEqual([5, 5, 10, 10]);
    // From the new base on: rate 4 (after 4 unchanged answers) × 10 s.
    expect(gaps()[4]).toBe(40);
  });

  it('polls nothing while stopped, and a poll that ends after stop schedules nothing', async () => {
    let finish: (changed: boolean) => void = () => {};
    const poll = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const poller = new Poller({ rates: INBOX_BACKOFF, poll });
    poller.start();
    await vi.advanceTimersByTimeAsync(15 * S);
    expect(poll).toHaveBeenCalledTimes(1);
    poller.stop();
    finish(false);
    await vi.advanceTimersByTimeAsync(15 * S * 10);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(poller.running).toBe(false);
  });
});

describe('Poller errors (spec §4, §8)', () => {
  it('stops after the fourth error in a row, keeping the interval meanwhile', async () => {
    const boom = new Error('down');
    const { poller, times, onGiveUp } = setup(INBOX_BACKOFF, [false, false, boom, boom, boom, boom]);
    poller.start();
    await vi.advanceTimersByTimeAsync(15 * S * 40);
    // Two unchanged answers (at 15, 30), then errors every 30 s: the backoff does not move on errors.
    expect(times).toEqual([15, 30, 60, 90, 120, 150]);
    expect(poller.running).toBe(false);
    expect(onGiveUp).toHaveBeenCalledTimes(1);
  });

  it('counts only errors in a row: three errors and an answer keep it going', async () => {
    const boom = new Error('down');
    const { poller, times, onGiveUp } = setup(INBOX_BACKOFF, [
      boom,
      boom,
      boom,
      true,
      boom,
      boom,
      boom,
      false,
    ]);
    poller.start();
    await vi.advanceTimersByTimeAsync(15 * S * 8);
    expect(times).toEqual([15, 30, 45, 60, 75, 90, 105, 120]);
    expect(poller.running).toBe(true);
    expect(onGiveUp).not.toHaveBeenCalled();
    poller.stop();
  });

  it('starts again on a reset after giving up (the user acting is a new reason to try)', async () => {
    const boom = new Error('down');
    const { poller, times } = setup(INBOX_BACKOFF, [boom, boom, boom, boom, false]);
    poller.start();
    await vi.advanceTimersByTimeAsync(15 * S * 10);
    expect(poller.running).toBe(false);
    expect(times).toHaveLength(4);
    poller.reset();
    await vi.advanceTimersByTimeAsync(0);
    expect(times).toHaveLength(5);
    expect(poller.running).toBe(true);
    poller.stop();
  });
});

describe('Poller typing (spec §4)', () => {
  it('polls at once and starts the rates over, at most once per 30 s', async () => {
    const { poller, times } = setup(INBOX_BACKOFF);
    poller.start();
    await vi.advanceTimersByTimeAsync(15 * S * 4); // polls at 15, 30, 60 (next due at 90)
    expect(times).toEqual([15, 30, 60]);
    expect(poller.onTyping()).toBe(true); // t = 60: a poll at once
    await vi.advanceTimersByTimeAsync(0);
    expect(times).toEqual([15, 30, 60, 60]);
    // The rates started over: after this one unchanged answer, the next wait is rate[1] × 15 s.
    expect(poller.nextDelayMs).toBe(15 * S);
    await vi.advanceTimersByTimeAsync(10 * S);
    expect(poller.onTyping()).toBe(false); // t = 70: within 30 s of the last reset
    await vi.advanceTimersByTimeAsync(0);
    expect(times).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(TYPING_RESET_MS - 10 * S); // t = 90
    expect(poller.onTyping()).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(times.at(-1)).toBe(90);
    poller.stop();
  });

  it('does nothing, and keeps no throttle, while the poller is stopped', async () => {
    const { poller, times } = setup(INBOX_BACKOFF);
    expect(poller.onTyping()).toBe(false);
    poller.start();
    expect(poller.onTyping()).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(times).toEqual([0]);
    poller.stop();
  });
});
