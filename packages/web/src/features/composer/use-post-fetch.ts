import type { PostFetchResponse } from '@rookery/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import type { FormOpening } from './form-opening';

/** The post an edit or reblog form starts from (spec document 1 §7 POST /svc/post/fetch); fresh every time. */
export function usePostFetch(opening: FormOpening) {
  const lookup =
    opening.mode === 'edit'
      ? { post_id: opening.postId }
      : opening.mode === 'reblog'
        ? { reblog_id: opening.reblogId, reblog_key: opening.reblogKey }
        : null;
  return useQuery({
    queryKey: ['composer', 'fetch', lookup],
    queryFn: () => api.post<PostFetchResponse>('/svc/post/fetch', lookup),
    enabled: lookup !== null,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
