import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../ui/button/button';
import { ComposerContext, useComposerLinkState } from '../composer/composer-context';

/**
 * `/blog/{name}/drafts` and `/blog/{name}/queue` are context pages of the spec (document 1 §2): the
 * composer opened from one returns to it, and a save there reloads it (the queue fully). `Content`
 * renders inside that context, so its Edit and "Write a post" links carry it.
 */
export function OwnerContextPage({
  page,
  Content,
}: {
  page: 'drafts' | 'queue';
  Content: ComponentType<{ name: string }>;
}) {
  const { name = '' } = useParams();
  return (
    <ComposerContext.Provider value={{ baseRoute: `/blog/${name}/${page}`, contextPage: page }}>
      <Content name={name} />
    </ComposerContext.Provider>
  );
}

/** The empty list's way on: a new text post, which returns to this page when done. */
export function WritePostLink() {
  const composerState = useComposerLinkState();
  return (
    <ButtonLink to="/new/text" state={composerState} variant="secondary">
      Write a post
    </ButtonLink>
  );
}
