import type { BlogResponse, BlogSettingsInput } from '@rookery/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { storeOwnBlog } from './blog-cache';

export function useSaveBlogSettings(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlogSettingsInput) =>
      api.post<BlogResponse>(`/svc/blog/${encodeURIComponent(name)}/settings`, input),
    onSuccess: ({ blog }) => storeOwnBlog(queryClient, blog),
  });
}

export interface ShareSettings {
  twitter_send_posts: boolean;
  facebook_opengraph_send_posts: boolean;
}

/** The share switches go through the form-encoded settings endpoint (spec document 1 §7). */
export function useSaveShareSettings(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ShareSettings) => {
      const form = new URLSearchParams({
        tumblelog_name_or_id: name,
        page: 'tumblelog',
        'tumblelog[twitter_send_posts]': settings.twitter_send_posts ? 'on' : 'off',
        'tumblelog[facebook_opengraph_send_posts]': settings.facebook_opengraph_send_posts ? 'on' : 'off',
      });
      return api.postForm<BlogResponse>('/settings/save', form);
    },
    onSuccess: ({ blog }) => storeOwnBlog(queryClient, blog),
  });
}
