import type {
  AdminAppealsResponse,
  AdminBlogResponse,
  AdminLogResponse,
  AdminReportsQuery,
  AdminReportsResponse,
  BlogToggle,
  BlogToggleResponse,
  PostAction,
  PostView,
  UserRole,
} from '@rookery/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';

/** Every /admin query sits under this key: an action reads them all anew (the queue, the blog, the log). */
const ADMIN = 'admin';

export function useReports(query: AdminReportsQuery) {
  return useQuery({
    queryKey: [ADMIN, 'reports', query],
    queryFn: () => api.get<AdminReportsResponse>('/svc/admin/reports', { ...query }),
  });
}

export function useAdminBlog(name: string) {
  return useQuery({
    queryKey: [ADMIN, 'blog', name],
    queryFn: () => api.get<AdminBlogResponse>(`/svc/admin/blog/${encodeURIComponent(name)}`),
    retry: false,
  });
}

export function useAppealQueue() {
  return useQuery({
    queryKey: [ADMIN, 'appeals'],
    queryFn: () => api.get<AdminAppealsResponse<PostView>>('/svc/admin/appeals'),
  });
}

export function useModerationLog() {
  return useQuery({ queryKey: [ADMIN, 'log'], queryFn: () => api.get<AdminLogResponse>('/svc/admin/log') });
}

/** A moderator's one-click actions; each is written to the log on the server. */
export type AdminAction =
  | { kind: 'report'; reportId: string; status: 'resolved' | 'dismissed'; reason?: string }
  | { kind: 'post'; postId: string; action: PostAction; reason?: string }
  | { kind: 'toggle'; blog: string; toggle: BlogToggle; reason?: string }
  | { kind: 'role'; blog: string; role: UserRole | 'none'; reason?: string };

function send(action: AdminAction): Promise<unknown> {
  switch (action.kind) {
    case 'report':
      return api.post('/svc/admin/report', {
        report_id: action.reportId,
        status: action.status,
        reason: action.reason ?? '',
      });
    case 'post':
      return api.post('/svc/admin/post', {
        post_id: action.postId,
        action: action.action,
        reason: action.reason ?? '',
      });
    case 'role':
      return api.post('/svc/admin/role', {
        tumblelog: action.blog,
        role: action.role,
        reason: action.reason ?? '',
      });
    case 'toggle':
      return api.post<BlogToggleResponse>(`/${action.toggle}/toggle`, {
        tumblelog: action.blog,
        reason: action.reason ?? '',
      });
  }
}

export function useAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADMIN] }),
  });
}
