import { useCallback, useEffect, useRef, useState } from 'react';
import type { MoveDirection } from './queue-item-actions';

/**
 * Keeps the keyboard on a post being moved: after the list re-renders, focus returns to the same
 * button of the moved post, or to its other button when that one is now disabled (the post reached
 * an end). Without this, focus would fall back to the page.
 */
export function useMoveFocus(order: string) {
  const listRef = useRef<HTMLDivElement>(null);
  const [target, setTarget] = useState<{ postId: string; direction: MoveDirection } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the order changes, which `order` stands for.
  useEffect(() => {
    if (!target || !listRef.current) return;
    const item = listRef.current.querySelector(`[data-post-id="${CSS.escape(target.postId)}"]`);
    const other = target.direction === 'up' ? 'down' : 'up';
    const button =
      item?.querySelector<HTMLButtonElement>(`[data-move="${target.direction}"]:not(:disabled)`) ??
      item?.querySelector<HTMLButtonElement>(`[data-move="${other}"]:not(:disabled)`);
    button?.focus();
    setTarget(null);
  }, [order, target]);

  const focusAfterMove = useCallback(
    (postId: string, direction: MoveDirection) => setTarget({ postId, direction }),
    [],
  );
  return { listRef, focusAfterMove };
}
