import { READ_MORE_CLASS } from '@rookery/core';
import { Node } from '@tiptap/core';

export const READ_MORE_LABEL = 'Keep reading';

/** The "read more" break: `<hr class="read-more" data-label="…">`; a plain `<hr>` stays a rule. */
export const ReadMore = Node.create({
  name: 'readMore',
  group: 'block',
  atom: true,
  // Ahead of the plain horizontal rule, so the break is read as a break.
  priority: 110,

  addAttributes() {
    return {
      label: {
        default: READ_MORE_LABEL,
        parseHTML: (el: HTMLElement) => el.getAttribute('data-label') || READ_MORE_LABEL,
        renderHTML: () => ({}),
      },
    };
  },

  parseHTML() {
    return [{ tag: `hr.${READ_MORE_CLASS}` }];
  },

  renderHTML({ node }) {
    return ['hr', { class: READ_MORE_CLASS, 'data-label': node.attrs.label as string }];
  },
});
