import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../ui/button/button';
import { newPostPath, useComposerLink } from '../composer/composer-context';
import { useContextBlogName } from './context-blog';

/**
 * `/blog/{name}/drafts` and `/blog/{name}/queue` (or `/drafts`, `/queue` for the acting blog) are context pages of the spec (document 1 §2): the
 * composer opened from one returns to it, and a save there reloads it (the queue fully). Their
 * addresses are the base routes the composer reads its context from (composer-context.ts).
 */
export function OwnerContextPage({ Content }: { Content: ComponentType<{ name: string }> }) {
  return <Content name={useContextBlogName()} />;
}

/** The empty list's way on: a new text post on this page's base route, which it returns to. */
export function WritePostLink() {
  const { pathname } = useLocation();
  return (
    <ButtonLink to={newPostPath(pathname, 'text')} {...useComposerLink()} variant="secondary">
      Write a post
    </ButtonLink>
  );
}
