import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { blogCardAttributes } from '../blog-card/blog-card-attributes';
import { blogPath } from '../blog-page/blog-paths';
import { peeprTarget } from './peepr-target';

interface BlogLinkProps {
  name: string;
  className?: string;
  children: ReactNode;
  /**
   * For a duplicate of a visible name link (an avatar beside it): out of the tab order and unread.
   * Such an avatar opens the blog's card when clicked; the name link goes to the blog.
   */
  duplicate?: boolean;
}

/**
 * A link to a blog that the dashboard's blog view can open in place (its peepr target), and whose
 * card opens when the pointer rests on it (features/blog-card).
 */
export function BlogLink({ name, className, children, duplicate }: BlogLinkProps) {
  return (
    <Link
      to={blogPath(name)}
      className={className}
      {...peeprTarget(name)}
      {...blogCardAttributes(name, duplicate)}
      {...(duplicate ? { tabIndex: -1, 'aria-hidden': true } : {})}
    >
      {children}
    </Link>
  );
}
