/**
 * Arrow keys cycle the quick compose selection (spec document 1 §4): right and down go to the next
 * icon, left and up to the previous, wrapping at either end; Home and End jump to the first and last.
 * Null for any other key.
 */
export function nextSelection(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
