import { DIALOG_DEFAULT_CANCEL, DIALOG_DEFAULT_OK } from '@rookery/core';

export interface DialogRequest {
  kind: 'confirm' | 'alert';
  message: string;
  okLabel: string;
  /** Alerts have no cancel button. */
  cancelLabel: string | null;
}

export interface OpenDialog extends DialogRequest {
  id: number;
}

export interface ConfirmOptions {
  message: string;
  okLabel?: string;
  cancelLabel?: string;
}

/**
 * Dialogs are queued (spec document 1 §4): one at a time, and the next one opens only when the
 * current one closes. Pure state, so the rule is testable without a DOM.
 */
export function createDialogQueue() {
  const waiting: { dialog: OpenDialog; resolve: (result: boolean) => void }[] = [];
  const listeners = new Set<() => void>();
  let nextId = 1;

  const notify = () => {
    for (const listener of listeners) listener();
  };

  function open(request: DialogRequest): Promise<boolean> {
    return new Promise((resolve) => {
      waiting.push({ dialog: { ...request, id: nextId++ }, resolve });
      if (waiting.length === 1) notify();
    });
  }

  return {
    open,

    current(): OpenDialog | null {
      return waiting[0]?.dialog ?? null;
    },

    /** Closes the dialog on screen; a stale id (already closed) is ignored. */
    close(id: number, result: boolean): void {
      const head = waiting[0];
      if (!head || head.dialog.id !== id) return;
      waiting.shift();
      head.resolve(result);
      notify();
    },

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    confirm({ message, okLabel, cancelLabel }: ConfirmOptions): Promise<boolean> {
      return open({
        kind: 'confirm',
        message,
        okLabel: okLabel ?? DIALOG_DEFAULT_OK,
        cancelLabel: cancelLabel ?? DIALOG_DEFAULT_CANCEL,
      });
    },

    async alert(message: string): Promise<void> {
      await open({ kind: 'alert', message, okLabel: DIALOG_DEFAULT_OK, cancelLabel: null });
    },
  };
}

export type DialogQueue = ReturnType<typeof createDialogQueue>;
