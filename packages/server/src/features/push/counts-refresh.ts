import type { UserCountsResponse } from '@rookery/core';

interface Pending {
  /** Waiting to run (the coalescing delay). */
  timer: NodeJS.Timeout | null;
  /** A query is running; `again`: another notice came meanwhile, run once more after it. */
  running: boolean;
  again: boolean;
}

/**
 * Fresh unread counts for users, coalesced: the notices of one change (a message, the conversation
 * row, a group's several participants) arrive within a few milliseconds, and they cost one counts
 * query per user, not one each. A request while a query runs asks for one more run after it, so
 * the last counts sent are never older than the last notice.
 *
 * Counts are read here, after the notice arrived, and never inside the sender's transaction: two
 * messages to one user in different conversations, committed concurrently, could each count before
 * the other commits. A query run after the notice sees both commits.
 */
export class CountsRefresh {
  private readonly pending = new Map<string, Pending>();

  constructor(
    private readonly load: (userId: string) => Promise<UserCountsResponse>,
    private readonly deliver: (userId: string, counts: UserCountsResponse) => void,
    private readonly onError: (error: unknown) => void,
    private readonly delayMs = 5,
  ) {}

  request(userId: string): void {
    const pending = this.pending.get(userId);
    if (pending?.running) pending.again = true;
    if (pending) return;
    this.pending.set(userId, {
      timer: setTimeout(() => void this.run(userId), this.delayMs),
      running: false,
      again: false,
    });
  }

  private async run(userId: string): Promise<void> {
    const pending = this.pending.get(userId);
    if (!pending) return;
    pending.timer = null;
    pending.running = true;
    try {
      this.deliver(userId, await this.load(userId));
    } catch (error) {
      this.onError(error);
    }
    this.pending.delete(userId);
    if (pending.again) this.request(userId);
  }
}
