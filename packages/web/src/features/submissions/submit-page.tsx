import { askMessages, type BlogData } from '@rookery/core';
import { type ReactNode, useId, useState } from 'react';
import { Button, ButtonLink } from '../../ui/button/button';
import { currentChannel, useCurrentUser } from '../accounts/use-session';
import { BlogFrame } from '../blog-page/blog-frame';
import { blogPath, blogSubpath } from '../blog-page/blog-paths';
import { useBlogData } from '../blog-page/use-blog-data';
import { useBlogName } from '../blog-page/use-blog-name';
import styles from './submit.module.css';
import { SubmitForm } from './submit-form';

/**
 * `/{blog}/submit` (the spec's `{blog url}/submit`): a signed-in user submits a post to a blog that
 * takes submissions, in that blog's theme. It waits in the blog's inbox until its owner decides.
 */
export function SubmitPage() {
  const name = useBlogName();
  const blog = useBlogData(name);
  return (
    <BlogFrame query={blog}>
      <SubmitCard blog={blog.data as BlogData} />
    </BlogFrame>
  );
}

function SubmitCard({ blog }: { blog: BlogData }) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Submit a post to {blog.name}
      </h2>
      <SubmitBody blog={blog} />
    </section>
  );
}

function SubmitBody({ blog }: { blog: BlogData }) {
  const user = useCurrentUser();
  const [sent, setSent] = useState(false);
  const submitter = user ? currentChannel(user)?.name : undefined;
  const here = blogSubpath(blog.name, 'submit');
  const back = (
    <ButtonLink to={blogPath(blog.name)} variant="secondary">
      Back to {blog.name}
    </ButtonLink>
  );
  if (!user) {
    return (
      <Notice text={`You need to log in to submit a post to ${blog.name}.`}>
        <ButtonLink to="/register" variant="secondary" state={{ from: here }}>
          Sign up
        </ButtonLink>
        <ButtonLink to="/login" state={{ from: here }}>
          Log in
        </ButtonLink>
      </Notice>
    );
  }
  if (!submitter) return <Notice text={askMessages.submissionNeedsBlog}>{back}</Notice>;
  if (user.channels.some((c) => c.name === blog.name))
    return <Notice text={askMessages.submissionOwnBlog}>{back}</Notice>;
  if (!blog.submissions) return <Notice text={askMessages.submissionsClosed}>{back}</Notice>;
  if (sent) {
    return (
      <Notice text={`Thanks! Your post is in ${blog.name}'s inbox, waiting for its owner.`}>
        <Button variant="secondary" onClick={() => setSent(false)}>
          Submit another
        </Button>
        {back}
      </Notice>
    );
  }
  return <SubmitForm blog={blog} submitter={submitter} onSent={() => setSent(true)} />;
}

function Notice({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className={styles.notice} role="status">
      <p>{text}</p>
      {children && <div className={styles.buttons}>{children}</div>}
    </div>
  );
}
