import { FloatingFocusManager, FloatingPortal, useDismiss, useInteractions } from '@floating-ui/react';
import { ApiError } from '../../api';
import { dialogQueue } from '../../ui/dialogs/dialogs';
import { Loader } from '../../ui/loader/loader';
import { trapTab } from '../../ui/popover/trap-tab';
import { useAnchoredFloating } from '../../ui/popover/use-anchored-floating';
import styles from './blog-card.module.css';
import { BLOG_CARD_POPOVER_ATTRIBUTE } from './blog-card-attributes';
import type { BlogCardTarget } from './blog-card-triggers';
import { BlogCardView } from './blog-card-view';
import { useBlogCard } from './use-blog-card';

/**
 * The blog card beside the link or avatar it was opened from, kept POPOVER_EDGE_DISTANCE inside
 * the viewport. Opened by a click it takes the focus (Escape gives it back) and Tab goes round
 * inside it, as in every popover (issue 15); opened by hovering it leaves the focus where it is.
 * A click outside or the focus leaving close it, except for a dialog the card asked (unfollow,
 * block).
 */
export function BlogCardPopover({ target, onClose }: { target: BlogCardTarget; onClose: () => void }) {
  const { refs, floatingStyles, context, isPositioned } = useAnchoredFloating(
    target.anchor,
    'bottom-start',
    onClose,
  );
  const dismiss = useDismiss(context, { outsidePress: () => !dialogQueue.current() });
  const { getFloatingProps } = useInteractions([dismiss]);
  const card = useBlogCard(target.name);

  const body = card.data ? (
    <BlogCardView
      card={card.data}
      loadingPosts={card.isFetching && card.data.highlighted_posts.length === 0}
    />
  ) : card.isError ? (
    <p className={styles.problem} role="alert">
      {card.error instanceof ApiError && card.error.status === 404
        ? `${target.name} doesn't exist any more.`
        : `Couldn't load ${target.name}. Try again in a moment.`}
    </p>
  ) : (
    <div className={styles.loading}>
      <Loader label={`Loading ${target.name}`} tone="dark" />
    </div>
  );

  const popover = (
    <div
      ref={refs.setFloating}
      role="dialog"
      aria-label={`${target.name}'s blog card`}
      tabIndex={-1}
      className={styles.popover}
      {...{ [BLOG_CARD_POPOVER_ATTRIBUTE]: '' }}
      // Until Floating UI has computed a position, the card would flash at the page's corner.
      style={{ ...floatingStyles, visibility: isPositioned ? 'visible' : 'hidden' }}
      {...getFloatingProps({
        onKeyDown: target.clicked ? trapTab : undefined,
        // The focus leaving the card (a click elsewhere) closes it, unless it went to a dialog it asked.
        onBlur: (event) => {
          const next = event.relatedTarget;
          if (next instanceof Node && !event.currentTarget.contains(next) && !dialogQueue.current())
            onClose();
        },
      })}
    >
      {body}
    </div>
  );

  return (
    <FloatingPortal>
      {target.clicked ? (
        <FloatingFocusManager
          context={context}
          modal={false}
          initialFocus={refs.floating}
          // Focus leaving for a dialog the card asked must not close it; onBlur below decides.
          closeOnFocusOut={false}
        >
          {popover}
        </FloatingFocusManager>
      ) : (
        popover
      )}
    </FloatingPortal>
  );
}
