import { messages, RICH_TEXT_MAX_DEPTH } from '@rookery/core';
import type sanitizeHtml from 'sanitize-html';
import { ValidationError } from '../../http/errors.js';

/**
 * sanitize-html's parser (htmlparser2) keeps the open elements in an array it grows at the front,
 * so each element costs as much as the elements open around it: 150,000 unclosed <div>s took
 * seconds. These hooks count the open elements as the parser does (it reports every close,
 * implied ones too) and refuse the text past RICH_TEXT_MAX_DEPTH, so the cost stays linear in its
 * length. One per sanitizing: the count is that text's.
 */
export function depthLimit(): Pick<sanitizeHtml.IOptions, 'onOpenTag' | 'onCloseTag'> {
  let depth = 0;
  return {
    onOpenTag: () => {
      depth++;
      if (depth > RICH_TEXT_MAX_DEPTH) throw new ValidationError([{ detail: messages.textNestedTooDeep }]);
    },
    onCloseTag: () => {
      depth--;
    },
  };
}
