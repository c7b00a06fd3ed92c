import { MESSAGING_POLL_MS, POLL_MAX_ERRORS, pollInterval, TYPING_RESET_MS } from '@rookery/core';

export interface PollerOptions {
  /** One poll; resolves true when the answer changed something (new messages, other counts). */
  poll: () => Promise<boolean>;
  /** Spec §9 backoff rates: INBOX_BACKOFF or CONVERSATION_BACKOFF. */
  rates: readonly number[];
  /** The interval before backoff (spec §9: 15 s unless server data says otherwise). */
  baseMs?: number;
  /** Called when the poller stopped itself after more than POLL_MAX_ERRORS errors in a row. */
  onGiveUp?: () => void;
}

/**
 * The spec's messaging poller (document 3 §4, §9). While started it polls after an interval of
 * base × the backoff rate of the number of unchanged answers in a row (a changed answer starts the
 * rates over); an error keeps the interval, and more than 3 errors in a row stop it. `reset()` and
 * typing (at most once per 30 s) start the rates over and poll at once. One poll at a time: a
 * reset during a poll lets that poll count as the immediate one.
 */
export class Poller {
  private readonly poll: () => Promise<boolean>;
  private readonly rates: readonly number[];
  private readonly onGiveUp: (() => void) | undefined;
  private baseMs: number;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private started = false;
  /** Set when errors stopped it: a reset (the user acting) starts it again. */
  private gaveUp = false;
  private inFlight = false;
  /** Bumped by every start and stop, so a poll that ends after them schedules nothing. */
  private generation = 0;
  private unchanged = 0;
  private errors = 0;
  private lastTypingReset = Number.NEGATIVE_INFINITY;

  constructor(options: PollerOptions) {
    this.poll = options.poll;
    this.rates = options.rates;
    this.onGiveUp = options.onGiveUp;
    this.baseMs = options.baseMs ?? MESSAGING_POLL_MS;
  }

  get running(): boolean {
    return this.started;
  }

  /** The wait before the next poll, as things stand. */
  get nextDelayMs(): number {
    return pollInterval(this.baseMs, this.rates, this.unchanged);
  }

  /** Starts polling; the first poll comes after one interval (what is open was just fetched). */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.gaveUp = false;
    this.generation++;
    this.schedule();
  }

  stop(): void {
    this.started = false;
    this.gaveUp = false;
    this.generation++;
    this.clearTimer();
  }

  /** Server data changed the base interval: it applies from the next poll on. */
  setBaseMs(ms: number): void {
    if (ms === this.baseMs || !(ms > 0)) return;
    this.baseMs = ms;
    if (this.timer) this.schedule();
  }

  /** Starts the backoff and the error count over and polls now (restarting a poller errors stopped). */
  reset(): void {
    this.unchanged = 0;
    this.errors = 0;
    if (this.gaveUp) {
      this.gaveUp = false;
      this.started = true;
      this.generation++;
    }
    if (!this.started || this.inFlight) return;
    this.clearTimer();
    void this.tick(this.generation);
  }

  /** Spec §4: typing resets polling, at most once per TYPING_RESET_MS. Answers whether it did. */
  onTyping(): boolean {
    if (!this.started && !this.gaveUp) return false;
    const now = Date.now();
    if (now - this.lastTypingReset < TYPING_RESET_MS) return false;
    this.lastTypingReset = now;
    this.reset();
    return true;
  }

  private schedule(): void {
    this.clearTimer();
    const generation = this.generation;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.tick(generation);
    }, this.nextDelayMs);
  }

  private async tick(generation: number): Promise<void> {
    this.inFlight = true;
    let changed: boolean;
    try {
      changed = await this.poll();
    } catch {
      this.inFlight = false;
      if (generation !== this.generation) return;
      this.errors++;
      if (this.errors > POLL_MAX_ERRORS) {
        this.stop();
        this.gaveUp = true;
        this.onGiveUp?.();
        return;
      }
      this.schedule();
      return;
    }
    this.inFlight = false;
    if (generation !== this.generation) return;
    this.errors = 0;
    this.unchanged = changed ? 0 : this.unchanged + 1;
    this.schedule();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
