import { Extension } from '@tiptap/core';
import { NodeSelection, Plugin } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';

/** Spec document 1 §9: a dragged block lands after the block under it past 66 % of its height. */
export const DRAG_POSITION_THRESHOLD = 0.66;

export function dropsAfter(pointerY: number, top: number, height: number): boolean {
  return pointerY - top >= height * DRAG_POSITION_THRESHOLD;
}

/** Where the top-level block under the pointer starts, with its node. */
function blockUnder(view: EditorView, event: DragEvent) {
  const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
  if (!at) return null;
  const index = view.state.doc.resolve(at.pos).index(0);
  let start = 0;
  for (let i = 0; i < index; i++) start += view.state.doc.child(i).nodeSize;
  const node = view.state.doc.maybeChild(index);
  const dom = view.nodeDOM(start);
  return node && dom instanceof HTMLElement ? { start, node, rect: dom.getBoundingClientRect() } : null;
}

/**
 * Moving a dragged block (an image, an embed, a read-more break) between blocks rather than into
 * one: before the block under the pointer, or after it once the pointer is past the threshold.
 */
export const BlockDrop = Extension.create({
  name: 'blockDrop',

  addProseMirrorPlugins() {
    return [
      new Plugin({
        props: {
          handleDrop(view, event, _slice, moved) {
            const { selection } = view.state;
            if (!moved || !(selection instanceof NodeSelection) || !selection.node.isBlock) return false;
            const under = blockUnder(view, event);
            if (!under) return false;
            const after = dropsAfter(event.clientY, under.rect.top, under.rect.height);
            const target = after ? under.start + under.node.nodeSize : under.start;
            event.preventDefault();
            if (target >= selection.from && target <= selection.to) return true;
            const tr = view.state.tr.delete(selection.from, selection.to);
            const to = tr.mapping.map(target);
            tr.insert(to, selection.node);
            view.dispatch(tr.setSelection(NodeSelection.create(tr.doc, to)).scrollIntoView());
            return true;
          },
        },
      }),
    ];
  },
});
