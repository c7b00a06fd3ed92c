import { Mark } from '@tiptap/core';

/** A mark written as one allowlisted element with no attributes. */
const simpleMark = (name: string, tag: string) =>
  Mark.create({
    name,
    parseHTML: () => [{ tag }],
    renderHTML: () => [tag, 0],
  });

export const Small = simpleMark('small', 'small');
export const Subscript = simpleMark('subscript', 'sub');
export const Superscript = simpleMark('superscript', 'sup');
