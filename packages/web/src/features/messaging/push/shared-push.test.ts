import type { PushEvent } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { PushConnection } from './push-connection';
import { SharedPush, type TabLocks } from './shared-push';

/** An exclusive lock per name, granted in request order, as the Web Locks API does. */
class FakeLocks implements TabLocks {
  private readonly queues = new Map<string, { held: () => Promise<void>; signal: AbortSignal }[]>();
  private readonly busy = new Set<string>();

  request(name: string, options: { signal: AbortSignal }, held: () => Promise<void>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const entry = {
        signal: options.signal,
        held: () => held().then(resolve, reject),
      };
      options.signal.addEventListener('abort', () => {
        const queue = this.queues.get(name) ?? [];
        if (queue.includes(entry)) {
          queue.splice(queue.indexOf(entry), 1);
          reject(new DOMException('aborted', 'AbortError'));
        }
      });
      this.queues.set(name, [...(this.queues.get(name) ?? []), entry]);
      this.next(name);
    });
  }

  private next(name: string): void {
    if (this.busy.has(name)) return;
    const entry = this.queues.get(name)?.shift();
    if (!entry) return;
    this.busy.add(name);
    void entry.held().finally(() => {
      this.busy.delete(name);
      this.next(name);
    });
  }
}

/** Channels of one name reach each other, never themselves (as BroadcastChannel does). */
class FakeChannels {
  private readonly open = new Set<FakeChannel>();
  create = (name: string) => {
    const channel = new FakeChannel(name, this);
    this.open.add(channel);
    return channel as unknown as BroadcastChannel;
  };
  send(from: FakeChannel, data: unknown) {
    for (const c of this.open)
      if (c !== from && c.name === from.name) queueMicrotask(() => c.onmessage?.({ data } as MessageEvent));
  }
  close(channel: FakeChannel) {
    this.open.delete(channel);
  }
}
class FakeChannel {
  onmessage: ((message: MessageEvent) => void) | null = null;
  constructor(
    readonly name: string,
    private readonly hub: FakeChannels,
  ) {}
  postMessage(data: unknown) {
    this.hub.send(this, data);
  }
  close() {
    this.hub.close(this);
  }
}

/** A stream source the test opens and feeds. */
class FakeSource {
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  addEventListener(type: string, listener: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  emit(event: PushEvent) {
    for (const l of this.listeners.get(event.type) ?? [])
      l(new MessageEvent(event.type, { data: JSON.stringify(event) }));
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const counts: PushEvent = { type: 'counts', counts: { unread_messages: { u1: { '7': 2 } } } };

function tabs(n: number) {
  const locks = new FakeLocks();
  const channels = new FakeChannels();
  const sources: FakeSource[] = [];
  const list = Array.from({ length: n }, () => {
    const push = new SharedPush({
      locks,
      createChannel: channels.create,
      createConnection: () =>
        new PushConnection({
          createSource: () => {
            const source = new FakeSource();
            sources.push(source);
            return source as unknown as EventSource;
          },
        }),
    });
    const heard: PushEvent[] = [];
    push.onEvent((e) => heard.push(e));
    return { push, heard };
  });
  return { list, sources };
}

describe('SharedPush', () => {
  it('opens one stream for all of a user’s tabs and gives every tab its events and state', async () => {
    const { list, sources } = tabs(3);
    for (const tab of list) tab.push.start('ada@rookery.local');
    await settle();
    expect(sources).toHaveLength(1);
    expect(list.map((t) => t.push.isLeader)).toEqual([true, false, false]);

    sources[0]!.open();
    await settle();
    expect(list.map((t) => t.push.state)).toEqual(['open', 'open', 'open']);

    sources[0]!.emit(counts);
    await settle();
    for (const tab of list) expect(tab.heard).toEqual([counts]);
    for (const tab of list) tab.push.stop();
  });

  it('hands the stream to another tab when the leading tab closes', async () => {
    const { list, sources } = tabs(2);
    const [first, second] = list as [(typeof list)[0], (typeof list)[0]];
    first.push.start('ada');
    second.push.start('ada');
    await settle();
    sources[0]!.open();
    await settle();

    first.push.stop();
    await settle();
    expect(second.push.isLeader).toBe(true);
    expect(sources).toHaveLength(2);
    expect(sources[0]!.readyState).toBe(2);
    sources[1]!.open();
    sources[1]!.emit(counts);
    await settle();
    expect(second.heard).toEqual([counts]);
    expect(second.push.state).toBe('open');
    second.push.stop();
  });

  it('tells a tab that joins late the state of the stream', async () => {
    const { list, sources } = tabs(2);
    const [first, late] = list as [(typeof list)[0], (typeof list)[0]];
    first.push.start('ada');
    await settle();
    sources[0]!.open();
    late.push.start('ada');
    await settle();
    expect(late.push.state).toBe('open');
    expect(sources).toHaveLength(1);
    first.push.stop();
    late.push.stop();
  });

  it('holds its own stream where the browser cannot share one', async () => {
    const sources: FakeSource[] = [];
    const push = new SharedPush({
      locks: null,
      createConnection: () =>
        new PushConnection({
          createSource: () => {
            const source = new FakeSource();
            sources.push(source);
            return source as unknown as EventSource;
          },
        }),
    });
    push.start('ada');
    expect(push.isLeader).toBe(true);
    expect(sources).toHaveLength(1);
    push.stop();
    expect(sources[0]!.readyState).toBe(2);
  });
});
