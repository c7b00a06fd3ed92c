import type { SubmitInput, SubmitResponse } from '@rookery/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api';

/** POST /svc/post/submit: the current blog submits a post to another blog's inbox. */
export function useSubmit() {
  return useMutation({
    mutationFn: (input: SubmitInput) => api.post<SubmitResponse>('/svc/post/submit', input),
  });
}
