import type { AnswerResponse, ApproveSubmissionResponse, InboxAsk } from '@rookery/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, errorMessage } from '../../api';
import { showToast } from '../../ui/toast/toast-store';
import { useInboxItemDone } from './use-inbox';

/** The toast after something went out: it links to the post. */
function useShowPosted() {
  const navigate = useNavigate();
  return (message: string, href: string) =>
    showToast(message, 'info', { label: 'View post', href, onSelect: () => navigate(href) });
}

/** POST /answer: publishes the answer post; the ask leaves the inbox. */
export function useAnswer(blog: string) {
  const done = useInboxItemDone(blog);
  const posted = useShowPosted();
  return useMutation({
    mutationFn: ({ ask, text }: { ask: InboxAsk; text: string }) =>
      api.post<AnswerResponse>('/answer', {
        post_id: ask.id,
        tumblelog: blog,
        key: ask.key,
        answer_text: text,
      }),
    onSuccess: (answer, { ask }) => {
      done('ask', ask.id);
      posted('Answered.', answer.post_url);
    },
  });
}

/** POST /svc/ask/delete: the ask leaves the inbox unanswered. */
export function useDeleteAsk(blog: string) {
  const done = useInboxItemDone(blog);
  return useMutation({
    mutationFn: (id: string) => api.post<{ id: string }>('/svc/ask/delete', { id, tumblelog: blog }),
    onSuccess: (_answer, id) => done('ask', id),
    onError: (error) => showToast(errorMessage(error), 'error'),
  });
}

/** POST /approve_submission: published now, or added to the queue. */
export function useApproveSubmission(blog: string) {
  const done = useInboxItemDone(blog);
  const posted = useShowPosted();
  return useMutation({
    mutationFn: ({ id, queue }: { id: string; queue: boolean }) =>
      api.post<ApproveSubmissionResponse>('/approve_submission', { id, queue }),
    onSuccess: (answer, { id }) => {
      done('submission', id);
      if (answer.state === 'queued') showToast('Added to the queue.');
      else posted('Published.', answer.post_url);
    },
    onError: (error) => showToast(errorMessage(error), 'error'),
  });
}

/** POST /deny_submission: the submission is deleted. */
export function useDenySubmission(blog: string) {
  const done = useInboxItemDone(blog);
  return useMutation({
    mutationFn: (pid: string) => api.post<{ id: string }>('/deny_submission', { pid }),
    onSuccess: (_answer, pid) => done('submission', pid),
    onError: (error) => showToast(errorMessage(error), 'error'),
  });
}
