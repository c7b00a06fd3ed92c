import type { PushEvent } from '@rookery/core';

export type PushState = 'connecting' | 'open' | 'unavailable';

/** What every push source offers its listeners: the events, and the state of the stream. */
export class PushEmitter {
  private current: PushState = 'connecting';
  private readonly listeners = new Set<(event: PushEvent) => void>();
  private readonly stateListeners = new Set<() => void>();

  get state(): PushState {
    return this.current;
  }

  onEvent(listener: (event: PushEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onState(listener: () => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  protected emit(event: PushEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }

  protected setState(state: PushState): void {
    if (state === this.current) return;
    this.current = state;
    for (const listener of [...this.stateListeners]) listener();
  }
}
