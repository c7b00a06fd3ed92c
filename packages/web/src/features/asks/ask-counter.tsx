import { askCounter } from '@rookery/core';
import styles from './ask.module.css';

/**
 * The remaining-characters counter (spec document 2 §5): only at 100 left or fewer, in the ok,
 * warning or danger style.
 */
export function AskCounter({ question, id }: { question: string; id: string }) {
  const counter = askCounter(question);
  if (!counter) return null;
  return (
    <span id={id} className={styles.counter} data-level={counter.level} data-ask-counter="">
      {counter.remaining}
      <span className="visually-hidden"> characters left</span>
    </span>
  );
}
