import { Fragment } from 'react';

/**
 * The description's text with its `code` spans as code: the document's words are CommonMark, of
 * which they use only backticks and lists (the page draws the lists itself).
 */
export function CodeText({ text }: { text: string }) {
  // Odd parts sat between backticks; each part is keyed by where it starts in the text.
  let at = 0;
  const parts = text.split('`').map((part, i) => {
    const start = at;
    at += part.length + 1;
    return { part, code: i % 2 === 1, start };
  });
  return (
    <>
      {parts.map(({ part, code, start }) =>
        code ? <code key={start}>{part}</code> : <Fragment key={start}>{part}</Fragment>,
      )}
    </>
  );
}

/** Paragraphs and `- ` lists of a description, each with its code spans. */
export function CodeBlocks({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {text.split(/\n\n+/).map((block) => {
        const lines = block.split('\n');
        if (lines.every((line) => line.startsWith('- ')))
          return (
            <ul key={block}>
              {lines.map((line) => (
                <li key={line}>
                  <CodeText text={line.slice(2)} />
                </li>
              ))}
            </ul>
          );
        return (
          <p key={block}>
            <CodeText text={block} />
          </p>
        );
      })}
    </div>
  );
}
