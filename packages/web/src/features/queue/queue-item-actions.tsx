import { PublishNowButton } from '../drafts/publish-now-button';
import type { usePublishNow } from '../drafts/use-publish-now';
import { ArrowDownIcon, ArrowUpIcon } from './move-icons';
import styles from './queue-page.module.css';

export type MoveDirection = 'up' | 'down';

/** Each move button, with the index where it has nowhere to go (the top, the bottom). */
const MOVES = [
  { direction: 'up', Arrow: ArrowUpIcon, end: () => 0 },
  { direction: 'down', Arrow: ArrowDownIcon, end: (count: number) => count - 1 },
] as const;

interface QueueItemActionsProps {
  postId: string;
  index: number;
  count: number;
  /** False until the whole queue has loaded: a save names every queued post. */
  canMove: boolean;
  onMove: (index: number, direction: MoveDirection) => void;
  publish: ReturnType<typeof usePublishNow>;
}

/** A queued post's place in line, the buttons that move it, and "Publish now". */
export function QueueItemActions({ postId, index, count, canMove, onMove, publish }: QueueItemActionsProps) {
  const position = index + 1;
  return (
    <>
      <span className={styles.position}>
        <span className="visually-hidden">Position </span>
        {position}
        <span className={styles.positionOf}> of {count}</span>
      </span>
      <div className={styles.moves}>
        {MOVES.map(({ direction, Arrow, end }) => (
          <button
            key={direction}
            type="button"
            className={styles.move}
            data-move={direction}
            aria-label={`Move post ${position} ${direction}`}
            title={`Move ${direction}`}
            disabled={!canMove || index === end(count)}
            onClick={() => onMove(index, direction)}
          >
            <Arrow />
          </button>
        ))}
      </div>
      <span className={styles.push}>
        <PublishNowButton postId={postId} publish={publish} />
      </span>
    </>
  );
}
