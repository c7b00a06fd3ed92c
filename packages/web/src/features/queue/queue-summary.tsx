import { Link } from 'react-router';
import { useOwnBlog } from '../blogs/use-own-blog';
import styles from './queue-page.module.css';

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
const postsCount = (n: number) => `${n} ${n === 1 ? 'post' : 'posts'}`;

interface QueueSummaryProps {
  blog: string;
  /** How many posts wait, once the whole queue has loaded. */
  queued: number | null;
}

/** How the queue goes out (its settings), how much waits, and where to change it. */
export function QueueSummary({ blog, queued }: QueueSummaryProps) {
  const own = useOwnBlog(blog);
  const settings = own.data;
  return (
    <section className={styles.summary} aria-label="Queue settings">
      <p className={styles.summaryText}>
        {queued !== null && <strong>{postsCount(queued)} queued. </strong>}
        {settings
          ? `${postsCount(settings.posts_per_day)} a day go out between ${hour(settings.queue_start_hour)} and ${hour(settings.queue_end_hour)} (UTC), in this order.`
          : 'Queued posts go out a few a day, in this order.'}
      </p>
      <Link to={`/settings/blog/${encodeURIComponent(blog)}`} className={styles.summaryLink}>
        Queue settings
      </Link>
    </section>
  );
}
