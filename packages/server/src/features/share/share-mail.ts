import type { PostView } from '@rookery/core';
import type { Mail } from '../../mail/mailer.js';
import { absoluteBlogUrl } from '../blog-hosts/blog-urls.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { absoluteUrl } from '../seo/head-tags.js';
import { summarizePost } from '../seo/post-summary.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Who sends a share mail: the blog they act as, and their address when they allow replies. */
export interface MailSender {
  blogName: string;
  replyTo: string | undefined;
}

/** What the mail shows: a heading, a short excerpt, maybe an image, the link and the sender's note. */
interface Shared {
  subject: string;
  heading: string;
  excerpt: string;
  image: string | undefined;
  link: string;
  action: string;
}

function shareMail(to: string, sender: MailSender, message: string, shared: Shared): Mail {
  const note = message ? `${sender.blogName} says: “${message}”` : '';
  const text = [note, shared.heading, shared.excerpt, `${shared.action}: ${shared.link}`]
    .filter(Boolean)
    .join('\n\n');
  const html = [
    note && `<p style="font-size:16px">${escapeHtml(note)}</p>`,
    `<h2 style="font-size:18px">${escapeHtml(shared.heading)}</h2>`,
    shared.image &&
      `<p><a href="${escapeHtml(shared.link)}"><img src="${escapeHtml(shared.image)}" alt="" style="max-width:100%"></a></p>`,
    shared.excerpt && `<p>${escapeHtml(shared.excerpt)}</p>`,
    `<p><a href="${escapeHtml(shared.link)}">${escapeHtml(shared.action)}</a></p>`,
    `<p style="color:#777;font-size:12px">${escapeHtml(shared.link)}</p>`,
  ]
    .filter(Boolean)
    .join('');
  return {
    to,
    subject: shared.subject,
    text: `${text}\n`,
    html,
    ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
  };
}

/** A post shared by e-mail: its headline, excerpt and first image, and a link to the permalink. */
export function postShareMail(
  to: string,
  sender: MailSender,
  message: string,
  post: PostView,
  publicUrl: string,
): Mail {
  const summary = summarizePost(post);
  return shareMail(to, sender, message, {
    subject: `${sender.blogName} shared a post with you: ${summary.headline}`,
    heading: summary.headline,
    excerpt: summary.description,
    image: summary.image ? new URL(summary.image.url, publicUrl).href : undefined,
    link: absoluteUrl(publicUrl, post.post_url),
    action: `See the post on ${post.blog_name}`,
  });
}

/** A whole blog shared by e-mail (the blog card's share): its title, description and avatar. */
export function blogShareMail(
  to: string,
  sender: MailSender,
  message: string,
  blog: Pick<BlogRow, 'name' | 'title'> & { description: string; avatar: string },
  publicUrl: string,
): Mail {
  const name = blog.title || blog.name;
  return shareMail(to, sender, message, {
    subject: `${sender.blogName} shared a blog with you: ${name}`,
    heading: name,
    excerpt: blog.description,
    image: new URL(blog.avatar, publicUrl).href,
    link: absoluteBlogUrl(blog.name),
    action: `Visit ${blog.name}`,
  });
}
