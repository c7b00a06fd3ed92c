import { Extension, InputRule } from '@tiptap/core';
import { smartQuote } from './smart-quotes';

/** Straight quotes become curly ones (or primes) as they are typed; undo brings the straight one back. */
export const SmartQuotes = Extension.create({
  name: 'smartQuotes',

  addInputRules() {
    return [
      new InputRule({
        find: /["']$/,
        handler: ({ state, range, match }) => {
          const quote = match[0] as '"' | "'";
          const before = range.from > 0 ? state.doc.textBetween(range.from - 1, range.from, '\n', '\n') : '';
          state.tr.insertText(smartQuote(quote, before), range.from, range.to);
        },
      }),
    ];
  },
});
