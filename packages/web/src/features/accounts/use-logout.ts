import type { SignedOutResponse } from '@rookery/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../api';
import { forgetMessagingWindows } from '../messaging/windows/forget-windows';
import { resetForNewUser } from './session-cache';

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<SignedOutResponse>('/svc/account/logout'),
    onSuccess: () => {
      resetForNewUser(queryClient, null);
      try {
        forgetMessagingWindows(window.localStorage);
      } catch {
        // Storage refused altogether: nothing was kept in it either.
      }
      navigate('/login', { replace: true });
    },
  });
}
