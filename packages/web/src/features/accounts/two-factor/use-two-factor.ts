import type {
  DoneResponse,
  SignedInResponse,
  TfaDisableInput,
  TfaEnabledResponse,
  TfaLoginInput,
  TfaSetupResponse,
  TfaStatusResponse,
} from '@rookery/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api';
import { resetForNewUser } from '../session-cache';

const STATUS_KEY = ['two-factor'] as const;

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: STATUS_KEY,
    queryFn: () => api.get<TfaStatusResponse>('/svc/account/tfa'),
  });
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: () => api.post<TfaSetupResponse>('/svc/account/tfa/setup', {}) });
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string }) => api.post<TfaEnabledResponse>('/svc/account/tfa/enable', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TfaDisableInput) => api.post<DoneResponse>('/svc/account/tfa/disable', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}

/** The login's second step: the challenge from the password step and a code. */
export function useTwoFactorLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TfaLoginInput) => api.post<SignedInResponse>('/svc/account/login/tfa', input),
    onSuccess: ({ user }) => resetForNewUser(queryClient, user),
  });
}
