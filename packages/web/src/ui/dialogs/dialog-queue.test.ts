import { describe, expect, it } from 'vitest';
import { createDialogQueue } from './dialog-queue';

describe('dialog queue', () => {
  it('shows one dialog at a time and opens the next only when the current closes', async () => {
    const queue = createDialogQueue();
    const first = queue.confirm({ message: 'First?' });
    const second = queue.confirm({ message: 'Second?', okLabel: 'Yes', cancelLabel: 'No' });

    const shown = queue.current();
    expect(shown?.message).toBe('First?');

    queue.close(shown!.id, true);
    await expect(first).resolves.toBe(true);

    const next = queue.current();
    expect(next).toMatchObject({ message: 'Second?', okLabel: 'Yes', cancelLabel: 'No' });
    queue.close(next!.id, false);
    await expect(second).resolves.toBe(false);
    expect(queue.current()).toBeNull();
  });

  it('uses Cancel and OK as default buttons; alerts have no cancel', async () => {
    const queue = createDialogQueue();
    void queue.confirm({ message: 'Sure?' });
    expect(queue.current()).toMatchObject({ kind: 'confirm', okLabel: 'OK', cancelLabel: 'Cancel' });
    queue.close(queue.current()!.id, false);

    const done = queue.alert('Saved.');
    expect(queue.current()).toMatchObject({ kind: 'alert', okLabel: 'OK', cancelLabel: null });
    queue.close(queue.current()!.id, true);
    await expect(done).resolves.toBeUndefined();
  });

  it('ignores closing a dialog that is not the one on screen', async () => {
    const queue = createDialogQueue();
    void queue.confirm({ message: 'A' });
    const b = queue.confirm({ message: 'B' });
    const a = queue.current()!;
    queue.close(a.id + 1, true);
    expect(queue.current()?.id).toBe(a.id);
    queue.close(a.id, false);
    queue.close(a.id, false);
    expect(queue.current()?.message).toBe('B');
    queue.close(queue.current()!.id, true);
    await expect(b).resolves.toBe(true);
  });

  it('tells subscribers when the dialog on screen changes, not when one waits behind it', () => {
    const queue = createDialogQueue();
    let calls = 0;
    const unsubscribe = queue.subscribe(() => calls++);
    void queue.confirm({ message: 'A' });
    void queue.confirm({ message: 'B' });
    expect(calls).toBe(1);
    queue.close(queue.current()!.id, true);
    expect(calls).toBe(2);
    unsubscribe();
    queue.close(queue.current()!.id, true);
    expect(calls).toBe(2);
  });
});
