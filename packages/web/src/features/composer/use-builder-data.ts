import type { Bootstrap, FormBuilderData } from '@rookery/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { SESSION_KEY } from '../accounts/session-cache';
import { useSignedInUser } from '../accounts/use-session';
import { sessionWithBuilderData } from './builder-user';

/**
 * The composer's data (spec document 1 §7): per-blog data for the blog selector, the user's limits,
 * dashboard settings, default editor and language, merged onto the user (§3). Asked once per
 * session: it never goes stale while signed in.
 */
export function useBuilderData() {
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['composer', 'builder-data', user.name],
    queryFn: async () => {
      const data = await api.post<FormBuilderData>('/svc/post/get_post_form_builder_data');
      queryClient.setQueryData<Bootstrap>(SESSION_KEY, (session) => sessionWithBuilderData(session, data));
      return data;
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
