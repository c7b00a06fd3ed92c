/** A link a toast offers (e.g. to the post just saved); `onSelect` navigates inside the app. */
export interface ToastAction {
  label: string;
  href: string;
  onSelect: () => void;
}

export interface Toast {
  id: number;
  message: string;
  tone: 'info' | 'error';
  action?: ToastAction;
  /** A small picture before the message (the blog a fast reblog went to). */
  image?: string;
}

/** How long a toast stays; long enough to read a sentence. */
export const TOAST_DURATION_MS = 4000;

/** Toasts on screen, newest last; a tiny external store so any code can show one. */
function createToastStore() {
  let toasts: Toast[] = [];
  const listeners = new Set<() => void>();
  let nextId = 1;

  const set = (next: Toast[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  return {
    list: () => toasts,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(message: string, tone: Toast['tone'] = 'info', action?: ToastAction, image?: string): void {
      const id = nextId++;
      set([...toasts, { id, message, tone, action, image }]);
      setTimeout(() => set(toasts.filter((t) => t.id !== id)), TOAST_DURATION_MS);
    },
    dismiss(id: number): void {
      set(toasts.filter((t) => t.id !== id));
    },
  };
}

export const toastStore = createToastStore();
export const showToast = toastStore.show;
