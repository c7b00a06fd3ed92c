import type { BlogDomainResponse } from '@rookery/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';

const domainKey = (blog: string) => ['blog', blog, 'domain'] as const;
const path = (blog: string, rest = '') => `/svc/blog/${encodeURIComponent(blog)}/domain${rest}`;

/** GET /svc/blog/{name}/domain: the blog's custom domain, whether it is verified, the records to create. */
export function useBlogDomain(blog: string) {
  return useQuery({
    queryKey: domainKey(blog),
    queryFn: ({ signal }) => api.get<BlogDomainResponse>(path(blog), undefined, signal),
  });
}

/** Setting, verifying and removing the domain: each answers the domain as it now is. */
export function useDomainActions(blog: string) {
  const queryClient = useQueryClient();
  const onSuccess = (answer: BlogDomainResponse) => {
    queryClient.setQueryData(domainKey(blog), answer);
    // The blog's address (url, cname) changes with it.
    void queryClient.invalidateQueries({ queryKey: ['blog', blog] });
  };
  return {
    set: useMutation({
      mutationFn: (domain: string) => api.post<BlogDomainResponse>(path(blog), { domain }),
      onSuccess,
    }),
    verify: useMutation({ mutationFn: () => api.post<BlogDomainResponse>(path(blog, '/verify')), onSuccess }),
    remove: useMutation({ mutationFn: () => api.post<BlogDomainResponse>(path(blog, '/remove')), onSuccess }),
  };
}
