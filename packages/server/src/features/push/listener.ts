import type { PushEvent } from '@rookery/core';
import pg from 'pg';
import { isProcessNotice, type ProcessNotice } from '../cluster/process-notices.js';
import { PUSH_CHANNEL, type PushNotice } from './publish.js';

export interface PushListenerOptions {
  connectionString: string;
  /** A notice for some user arrived (from any server process, this one included), sent by backend `pid`. */
  onNotice(notice: PushNotice, pid: number): void;
  /** Blogs published posts (publishPosted). */
  onPosted?(blogIds: string[]): void;
  /** A process changed what processes keep in memory (features/cluster). */
  onProcessNotice?(notice: ProcessNotice): void;
  /**
   * LISTEN is in place, after the first connect or a reconnect. Notices sent while the connection
   * was down are lost for good (NOTIFY keeps nothing), so the caller resynchronises its streams.
   */
  onConnect(reconnected: boolean): void;
  onError?(error: unknown): void;
  /** Reconnect delays: min × 2^attempt up to max, ±20 % jitter so restarted processes spread out. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** A ping without an answer for this long counts as a dead connection. */
  pingTimeoutMs?: number;
}

/** What shows in pg_stat_activity for the listening connection (and lets tests find it). */
export const LISTENER_APPLICATION_NAME = 'rookery-push';

/**
 * One dedicated connection per server process that LISTENs on the push channel. Not from the pool:
 * a LISTEN belongs to its session, and a pooled connection would carry it to other work. If the
 * connection drops (the database restarts, a proxy cuts it, a ping goes unanswered) it reconnects
 * with backoff, forever, until stopped.
 */
export class PushListener {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private retry: NodeJS.Timeout | null = null;
  private attempt = 0;
  private everConnected = false;
  private stopped = false;

  constructor(private readonly options: PushListenerOptions) {}

  get connected(): boolean {
    return this.client !== null;
  }

  /** Resolves once LISTEN is in place, or after the first attempt failed (retrying goes on). */
  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    await this.connecting;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  /** Checks the connection is alive: a half-open TCP connection otherwise stays silent for good. */
  async ping(): Promise<void> {
    const client = this.client;
    if (!client) return;
    const timeout = this.options.pingTimeoutMs ?? 10_000;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        client.query('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('push listener ping timed out')), timeout);
        }),
      ]);
    } catch (error) {
      this.lost(client, error);
    } finally {
      clearTimeout(timer);
    }
  }

  private connect(): Promise<void> {
    this.connecting ??= this.tryConnect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async tryConnect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    client.on('notification', (message) => {
      if (message.channel === PUSH_CHANNEL && message.payload)
        this.receive(message.payload, message.processId);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${PUSH_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      this.options.onError?.(error);
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.attempt = 0;
    const reconnected = this.everConnected;
    this.everConnected = true;
    this.options.onConnect(reconnected);
  }

  private receive(payload: string, pid: number): void {
    let parsed: { u?: unknown; e?: PushEvent | null; b?: unknown; x?: unknown };
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    if (parsed.x !== undefined) {
      if (isProcessNotice(parsed.x)) this.options.onProcessNotice?.(parsed.x);
      return;
    }
    if (Array.isArray(parsed.b)) {
      this.options.onPosted?.(parsed.b.filter((id): id is string => typeof id === 'string'));
      return;
    }
    if (typeof parsed.u !== 'string' || typeof parsed.e !== 'object' || parsed.e === null) return;
    this.options.onNotice({ userId: parsed.u, event: parsed.e }, pid);
  }

  /** The connection `client` is gone (error, end, failed ping): drop it and try again later. */
  private lost(client: pg.Client, error?: unknown): void {
    if (this.client !== client) return;
    this.client = null;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (error) this.options.onError?.(error);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.retry) return;
    const min = this.options.minDelayMs ?? 500;
    const max = this.options.maxDelayMs ?? 30_000;
    const delay = Math.min(max, min * 2 ** this.attempt) * (0.8 + Math.random() * 0.4);
    this.attempt++;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, delay);
    this.retry.unref();
  }
}
