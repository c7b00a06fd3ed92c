import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { blogViewClickPath } from './blog-view-target';

/** The attribute that marks blog names, avatars and permalinks as blog view targets (JSON). */
export const BLOG_VIEW_ATTRIBUTE = 'data-peepr';

/**
 * Clicks on elements with blog view data open the panel instead of following their link (spec
 * document 2 §2). It listens in the capture phase on the document: a router <Link> would otherwise
 * navigate first, and the panel's decision must come before any element's own handler.
 */
export function useBlogViewClicks(): void {
  const navigate = useNavigate();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const origin = event.target instanceof Element ? event.target : null;
      const element = origin?.closest(`[${BLOG_VIEW_ATTRIBUTE}]`);
      if (!element) return;
      const path = blogViewClickPath(event, element.getAttribute(BLOG_VIEW_ATTRIBUTE));
      if (!path) return;
      event.preventDefault();
      navigate(path);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [navigate]);
}
