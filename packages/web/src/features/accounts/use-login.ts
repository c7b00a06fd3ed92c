import type { LoginInput, SignedInResponse, TfaRequiredResponse } from '@rookery/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { resetForNewUser } from './session-cache';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) =>
      api.post<SignedInResponse | TfaRequiredResponse>('/svc/account/login', input),
    // With two-factor sign-in the password only opens the code step: nobody is signed in yet.
    onSuccess: (answer) => {
      if (!('tfa_required' in answer)) resetForNewUser(queryClient, answer.user);
    },
  });
}
