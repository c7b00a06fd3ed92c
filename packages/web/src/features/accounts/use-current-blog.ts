import type { UserResponse } from '@rookery/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { setSessionUser } from './session-cache';

/** Act as another of the user's blogs. */
export function useSwitchBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<UserResponse>('/svc/account/current_blog', { tumblelog: name }),
    onSuccess: ({ user }) => setSessionUser(queryClient, user),
  });
}

export function useMakePrimaryBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<UserResponse>('/svc/account/primary_blog', { tumblelog: name }),
    onSuccess: ({ user }) => {
      setSessionUser(queryClient, user);
      // Each blog's member data says whether it is the primary one.
      void queryClient.invalidateQueries({ queryKey: ['blog'] });
    },
  });
}
