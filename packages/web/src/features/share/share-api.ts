import type {
  EmailShareResponse,
  FacebookStatusResponse,
  NetworkShareResponse,
  ShareDataResponse,
  ShareNetwork,
  SharePopoverData,
} from '@rookery/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api';

/** The one client of the share calls (spec document 2 §7); every write carries the form key. */
export const shareApi = {
  data: (blog: string, postId: string, signal?: AbortSignal) =>
    api.get<ShareDataResponse>(
      `/svc/post/share/${encodeURIComponent(blog)}/${encodeURIComponent(postId)}`,
      undefined,
      signal,
    ),
  email: (fields: {
    post_id: string;
    tumblelog_name: string;
    email_address: string;
    message: string;
    allow_reply_to: boolean;
  }) => api.post<EmailShareResponse>('/svc/share/email', fields),
  emailBlog: (fields: {
    tumblelog_name: string;
    email_address: string;
    message: string;
    allow_reply_to: boolean;
  }) => api.post<EmailShareResponse>('/svc/email_tumblelog', fields),
  network: (
    network: ShareNetwork,
    fields: { post_id: string; tumblelog_name: string; share_fallback: boolean; message?: string },
  ) => api.post<NetworkShareResponse>(`/svc/share/${network}`, fields),
  facebookStatus: () => api.post<FacebookStatusResponse>('/svc/facebook_status'),
};

export const shareKeys = {
  data: (blog: string, postId: string) => ['share', 'data', blog, postId] as const,
};

/** The share popover's data for a post; fetched when the popover opens, kept for a minute. */
export function useShareData(blog: string, postId: string) {
  return useQuery({
    queryKey: shareKeys.data(blog, postId),
    queryFn: ({ signal }) => shareApi.data(blog, postId, signal),
    select: (answer): SharePopoverData => answer.share_popover_data,
    staleTime: 60_000,
  });
}

export const useEmailShare = () => useMutation({ mutationFn: shareApi.email });
export const useBlogEmailShare = () => useMutation({ mutationFn: shareApi.emailBlog });
