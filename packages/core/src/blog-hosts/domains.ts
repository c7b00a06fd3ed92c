import { z } from 'zod';

/** Custom domains (issue 21): what a blog owner sets, and what they are told. */
export const domainTexts = {
  invalid: 'Use a domain name such as blog.example.com.',
  taken: 'Another blog uses that domain.',
  ours: "That domain is this site's own.",
  notYet:
    "The TXT record isn't there yet. DNS changes can take a while to arrive: check the record and try again in a few minutes.",
  verified: 'Your domain is verified.',
} as const;

const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

export const domainSchema = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .transform((d) => d.replace(/\.$/, ''))
    .refine((d) => HOST.test(d) && !/^\d+(\.\d+){3}$/.test(d), domainTexts.invalid),
});

/** A DNS record the owner creates at their DNS host. */
export interface DnsRecord {
  type: 'CNAME' | 'TXT';
  name: string;
  value: string;
}

/** GET /svc/blog/{name}/domain. */
export interface BlogDomainResponse {
  domain: string | null;
  verified: boolean;
  /** The records to create: the CNAME that sends the domain here, the TXT that proves it is theirs. */
  records: DnsRecord[];
}
