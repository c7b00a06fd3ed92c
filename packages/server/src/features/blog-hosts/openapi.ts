import { domainSchema } from '@rookery/core';
import type { FeatureCalls } from '../openapi/call-description.js';
import { namedBlog } from '../openapi/path-params.js';
import { askQuery } from './routes.js';

const answer = "The blog's domain and where its setup stands.";

/** Blog hosts (blog-hosts/): a blog's custom domain, and the TLS proxy's question. */
export const blogHostCalls: FeatureCalls = {
  tag: 'blog-hosts',
  about: "A blog's own custom domain, and the question a TLS proxy asks before it gets a certificate.",
  calls: [
    {
      method: 'GET',
      path: '/svc/blog/:name/domain',
      summary: "Your blog's custom domain and its state",
      access: 'member',
      params: namedBlog,
      returns: answer,
    },
    {
      method: 'POST',
      path: '/svc/blog/:name/domain',
      summary: 'Set a custom domain for your blog',
      access: 'member',
      params: namedBlog,
      body: domainSchema,
      returns: answer,
    },
    {
      method: 'POST',
      path: '/svc/blog/:name/domain/verify',
      summary: "Check the domain's DNS record, and serve the blog there when it is right",
      access: 'member',
      params: namedBlog,
      returns: answer,
    },
    {
      method: 'POST',
      path: '/svc/blog/:name/domain/remove',
      summary: 'Remove the custom domain',
      access: 'member',
      params: namedBlog,
      returns: answer,
    },
    {
      method: 'GET',
      path: '/svc/domains/allowed',
      summary: 'May a certificate be issued for this host? (on-demand TLS `ask`)',
      description: 'Yes for the main site, a blog subdomain or a verified custom domain; 404 for any other.',
      access: 'anyone',
      query: askQuery,
      returns: '`{ allowed: true }`.',
    },
    {
      method: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
      path: '/__rookery/unknown-host',
      summary: 'What any address answers on a host this server does not serve',
      description:
        'Requests to an unknown host are rewritten here: a plain-text 404. Not an address to call.',
      access: 'anyone',
      answers: { 'text/plain': 'Never sent with 200: every answer is the 404.' },
      tag: 'pages',
    },
  ],
};
