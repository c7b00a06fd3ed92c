/** Where a card is on screen: its top and bottom edges from the viewport's top, in px. */
export interface CardBox {
  top: number;
  bottom: number;
}

/**
 * The reading line is the sticky header's bottom edge: a card "at the top" sits just under it.
 * Within SLACK of the line counts as on it (scroll positions round to device pixels).
 */
const SLACK = 4;
/** A card with less than this showing below the line has been read: the next one is current. */
const READ_MARGIN = 48;

/** Whether the card shows in the viewport at all (below the header, above the bottom edge). */
export function isInView(box: CardBox, line: number, viewportHeight: number): boolean {
  return box.bottom > line && box.top < viewportHeight;
}

/**
 * The post the shortcuts act on: the focused card while it is in view, otherwise the first card
 * still being read at the top (one scrolled almost out no longer counts). -1 when there is none.
 */
export function currentCard(
  boxes: readonly CardBox[],
  line: number,
  viewportHeight: number,
  focused: number,
): number {
  const f = boxes[focused];
  if (f && isInView(f, line, viewportHeight)) return focused;
  const at = boxes.findIndex((box) => box.bottom > line + READ_MARGIN && box.top < viewportHeight);
  return at;
}

/**
 * The card j (+1) or k (-1) goes to. From a focused card in view: its neighbour. Otherwise from the
 * reading line: j takes the first card whose top is below it, k the last whose top is above it
 * (the top of a long post the reader is in the middle of). -1 when there is none that way.
 */
export function stepCard(
  boxes: readonly CardBox[],
  line: number,
  viewportHeight: number,
  focused: number,
  direction: 1 | -1,
): number {
  const f = boxes[focused];
  if (f && isInView(f, line, viewportHeight)) {
    const next = focused + direction;
    return next >= 0 && next < boxes.length ? next : -1;
  }
  if (direction === 1) return boxes.findIndex((box) => box.top > line + SLACK);
  return boxes.findLastIndex((box) => box.top < line - SLACK);
}
