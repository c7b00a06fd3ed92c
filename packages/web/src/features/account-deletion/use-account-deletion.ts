import type { AccountDeletionResponse, DeleteAccountInput } from '@rookery/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { setSessionUser } from '../accounts/session-cache';

/** Both answer the account as it now is: the header, the settings and the notice follow at once. */
function useDeletionCall<I>(call: (input: I) => Promise<AccountDeletionResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ user }) => setSessionUser(queryClient, user),
  });
}

export const useDeleteAccount = () =>
  useDeletionCall((input: DeleteAccountInput) =>
    api.post<AccountDeletionResponse>('/svc/account/delete', input),
  );

export const useKeepAccount = () =>
  useDeletionCall(() => api.post<AccountDeletionResponse>('/svc/account/delete/cancel'));
