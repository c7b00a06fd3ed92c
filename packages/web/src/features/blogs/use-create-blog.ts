import type { CreateBlogInput, CreatedBlogResponse } from '@rookery/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { setSessionUser } from '../accounts/session-cache';
import { ownBlogKey } from './blog-cache';

export function useCreateBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBlogInput) => api.post<CreatedBlogResponse>('/svc/blog/create', input),
    onSuccess: ({ blog, user }) => {
      setSessionUser(queryClient, user);
      queryClient.setQueryData(ownBlogKey(blog.name), blog);
    },
  });
}
