import type { AskInput, AskResponse } from '@rookery/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api';

/** POST /svc/post/ask: the current blog asks a blog a question (spec document 2 §7). */
export function useAsk() {
  return useMutation({
    mutationFn: (input: AskInput) => api.post<AskResponse>('/svc/post/ask', input),
  });
}
