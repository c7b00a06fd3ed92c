/**
 * Turns "these blogs published" notices into `dashboard` events for the users of this process's
 * streams who follow one of them. Notices within `batchMs` cost one query, keyed by the connected
 * users and the blogs, so a busy site pays a query per process per beat, not per follower.
 */
export class PostedFanout {
  private pending = new Set<string>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly connectedUsers: () => string[],
    private readonly followersAmong: (blogIds: string[], userIds: string[]) => Promise<string[]>,
    private readonly send: (userId: string) => void,
    private readonly onError: (error: unknown) => void,
    private readonly batchMs = 250,
  ) {}

  posted(blogIds: readonly string[]): void {
    if (this.connectedUsers().length === 0) return;
    for (const id of blogIds) this.pending.add(id);
    this.timer ??= setTimeout(() => void this.flush(), this.batchMs);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending.clear();
  }

  private async flush(): Promise<void> {
    this.timer = null;
    const blogIds = [...this.pending];
    this.pending = new Set();
    const users = this.connectedUsers();
    if (blogIds.length === 0 || users.length === 0) return;
    try {
      for (const userId of await this.followersAmong(blogIds, users)) this.send(userId);
    } catch (error) {
      this.onError(error);
    }
  }
}
