/** Whether the quick compose overlay is open; the header's button and the shortcut open it from anywhere. */
function createQuickComposeStore() {
  let open = false;
  // What had focus when it opened (the Compose button): the form it opens gives focus back there.
  let opener: Element | null = null;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (next === open) return;
    open = next;
    for (const listener of listeners) listener();
  };
  return {
    isOpen: () => open,
    opener: () => opener,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open: () => {
      if (!open) opener = document.activeElement;
      set(true);
    },
    close: () => set(false),
  };
}

export const quickComposeStore = createQuickComposeStore();
export const openQuickCompose = quickComposeStore.open;
