import type { FormBuilderData } from '@rookery/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { useSignedInUser } from '../accounts/use-session';

/**
 * The composer's data (spec document 1 §7): per-blog data for the blog selector, the user's limits,
 * the default editor and language. Asked once per session: it never goes stale while signed in.
 */
export function useBuilderData() {
  const user = useSignedInUser();
  return useQuery({
    queryKey: ['composer', 'builder-data', user.name],
    queryFn: () => api.post<FormBuilderData>('/svc/post/get_post_form_builder_data'),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
