import type { PostVideo, VideoStatusResponse } from '@rookery/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../api';
import { usePushEvents, usePushState } from '../messaging/push';

/** While push is unavailable, the conversion is asked about this often. */
const POLL_MS = 3000;

/**
 * How far the conversion of the author's video is: from the post, then from `video` push events
 * (or, while push is unavailable, GET /svc/media/video every 3 s). When it ends, the lists on the
 * page are fetched again: the post is published (or back in drafts, saying why).
 */
export function useVideoProgress(mediaUrl: string, initial: PostVideo): VideoStatusResponse {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<VideoStatusResponse>({
    url: mediaUrl,
    status: initial.status,
    progress: initial.progress,
    failure: initial.failure,
  });
  const pushState = usePushState();
  usePushEvents((event) => {
    if (event.type === 'video' && event.url === mediaUrl) setStatus(event);
  });
  useEffect(() => {
    if (pushState !== 'unavailable' || status.status !== 'processing') return;
    const timer = setInterval(() => {
      api
        .get<VideoStatusResponse>('/svc/media/video', { url: mediaUrl })
        .then(setStatus)
        .catch(() => {});
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [pushState, status.status, mediaUrl]);
  useEffect(() => {
    if (status.status !== 'processing' && initial.status === 'processing')
      void queryClient.invalidateQueries({ refetchType: 'active' });
  }, [status.status, initial.status, queryClient]);
  return status;
}
