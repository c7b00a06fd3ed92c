import { z } from 'zod';
import { messages } from '../messages.js';
import {
  REPORT_REASONS,
  REPORT_TARGETS,
  type ReportReason,
  type ReportTarget,
  USER_ROLES,
  type UserRole,
} from './constants.js';
import type { BlogFlags } from './moderation.js';

/** The /admin area's data (ours, under /svc/admin; moderators only, 404 for anyone else). */

const cursor = z
  .string()
  .regex(/^\d{1,18}$/, messages.invalidCursor)
  .optional();

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** GET /svc/admin/reports: a page of the queue, newest first, narrowed by status, kind and reason. */
export const adminReportsQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).default('open'),
  target_type: z.enum(REPORT_TARGETS).optional(),
  reason: z.enum(REPORT_REASONS).optional(),
  before: cursor,
});
export type AdminReportsQuery = z.input<typeof adminReportsQuerySchema>;

export interface AdminReport {
  id: string;
  status: ReportStatus;
  reason: ReportReason;
  note: string;
  target_type: ReportTarget;
  target_id: string;
  /** The blog behind what was reported, as it is now (null once deleted). */
  target_blog: { name: string; flags: BlogFlags } | null;
  /** What was reported as it was then. */
  snapshot: Record<string, unknown>;
  /** Whether the reported post is still there (a post report only). */
  post_exists: boolean | null;
  reporter: string | null;
  /** How many others reported the same thing. */
  others: number;
  created_at: string;
  resolved_at: string | null;
}

export interface AdminReportsResponse {
  reports: AdminReport[];
  next: string | null;
}

export interface AdminLogEntry {
  id: string;
  /** The moderator's primary blog; null for the shell or the install's first account. */
  moderator: string | null;
  action: string;
  target_type: string;
  target_id: string;
  /** The blog it was about, when it was a blog or a post. */
  target_name: string | null;
  reason: string;
  created_at: string;
}

/** GET /svc/admin/log: the audit log, newest first. */
export const adminLogQuerySchema = z.object({ before: cursor });
export interface AdminLogResponse {
  entries: AdminLogEntry[];
  next: string | null;
}

/** GET /svc/admin/blog/{name}: a blog's toggles and their history. */
export interface AdminBlogResponse {
  name: string;
  title: string;
  flags: BlogFlags;
  owner_email: string;
  /** The owner's role: a moderator's blog is marked, and an admin may change it here. */
  owner_role: UserRole | null;
  history: AdminLogEntry[];
  open_reports: number;
}

/** POST /svc/admin/role (admins only): give the owner of `tumblelog` a role, or take it (`none`). */
export const adminRoleSchema = z.object({
  tumblelog: z.string().trim().min(1, messages.blogNotFound),
  role: z.enum([...USER_ROLES, 'none']),
  reason: z.string().trim().max(500).optional().default(''),
});

/** GET /svc/admin/appeals: the posts waiting for a decision, oldest appeal first. */
export interface AdminAppeal<Post> {
  post: Post;
  appeal_state: number;
}
export interface AdminAppealsResponse<Post> {
  appeals: AdminAppeal<Post>[];
}
