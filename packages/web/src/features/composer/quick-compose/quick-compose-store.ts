/** Whether the quick compose overlay is open; the header's button and the shortcut open it from anywhere. */
function createQuickComposeStore() {
  let open = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === open) return;
    open = next;
    for (const listener of listeners) listener();
  };
  return {
    isOpen: () => open,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open: () => set(true),
    close: () => set(false),
  };
}

export const quickComposeStore = createQuickComposeStore();
export const openQuickCompose = quickComposeStore.open;
