import type { PostView } from '@rookery/core';
import { Popover } from '../../ui/popover/popover';
import { useCurrentUser } from '../accounts/use-session';
import { NotesPanel } from '../notes/notes-panel';
import type { LayerKind } from './layer-kind';
import { OwnerMenu } from './owner-menu';
import { ReaderMenu } from './reader-menu';
import { ReblogMenu } from './reblog-menu';

/**
 * Everything a card's actions do beyond drawing their buttons, in one lazily loaded chunk (the post
 * footer loads it on the first click, or when the browser is idle): the like toggle, the menus
 * (with delete, publish and promote; report and block on others' posts), the notes panel, and the post header's Follow.
 */
export { followFromPost } from '../follow/follow-from-post';
export { toggleLike } from '../likes/toggle-like';

interface ActionLayerProps {
  post: PostView;
  kind: LayerKind;
  /** The control a menu hangs from; none for the notes, which open inline. */
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** What the footer opened: the notes (inline, under the footer) or one of its menus (a popover). */
export function ActionLayer({ post, kind, anchor, onClose }: ActionLayerProps) {
  const user = useCurrentUser();
  const own = !!user?.channels.some((c) => c.name === post.blog_name);
  if (kind === 'notes' || kind === 'reply')
    return <NotesPanel post={post} focusReply={kind === 'reply'} onClose={onClose} />;
  if (!anchor) return null;
  const label = kind === 'reblog' ? 'Reblog options' : 'More actions';
  return (
    <Popover anchor={anchor} onClose={onClose} label={label} placement="top-end">
      {kind === 'reblog' ? (
        <ReblogMenu post={post} onDone={onClose} />
      ) : own ? (
        <OwnerMenu post={post} onDone={onClose} />
      ) : (
        <ReaderMenu post={post} onDone={onClose} />
      )}
    </Popover>
  );
}
