import { useOptimistic, useTransition } from 'react';
import { errorMessage } from '../../api';
import { showToast } from '../../ui/toast/toast-store';

/**
 * Settings that save as soon as they change, apart from any Save button: the change shows at once,
 * a toast tells how the save went, and a failed save reverts to `saved`.
 */
export function useInstantSave<V extends object>(
  saved: V,
  save: (next: V) => Promise<unknown>,
  savedMessage: string,
) {
  const [pending, startTransition] = useTransition();
  const [shown, showOptimistic] = useOptimistic(saved, (current, patch: Partial<V>) => ({
    ...current,
    ...patch,
  }));

  const change = (patch: Partial<V>) =>
    startTransition(async () => {
      showOptimistic(patch);
      try {
        await save({ ...shown, ...patch });
        showToast(savedMessage);
      } catch (error) {
        showToast(errorMessage(error), 'error');
      }
    });

  return { shown, change, pending };
}
