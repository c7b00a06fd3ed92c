import type { StartImportResponse } from '@rookery/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError, NetworkError } from '../../api';
import { sendWithProgress } from './send-import';
import { importsKey } from './use-imports';

export interface StartState {
  /** Percent of the file sent, while it is being sent. */
  sending: number | null;
  error: string | null;
}

/**
 * Sends the chosen export (POST /svc/blog/{name}/import, multipart `file`) with its progress; once
 * the server has it, the imports list is asked again and takes over.
 */
export function useStartImport(blog: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StartState>({ sending: null, error: null });
  const busy = useRef(false);

  const start = useCallback(
    async (file: File) => {
      if (busy.current) return;
      busy.current = true;
      setState({ sending: 0, error: null });
      const form = new FormData();
      form.append('file', file);
      const transfer = sendWithProgress(
        `/svc/blog/${encodeURIComponent(blog)}/import`,
        form,
        (loaded, total) =>
          setState({ sending: Math.round((loaded / (total || file.size || 1)) * 100), error: null }),
      );
      try {
        const { status, body } = await transfer.done;
        const envelope = body as { response?: StartImportResponse; errors?: ApiError['errors'] } | null;
        if (status !== 200 || !envelope?.response) throw new ApiError(status, envelope?.errors ?? []);
        setState({ sending: null, error: null });
        await queryClient.invalidateQueries({ queryKey: importsKey(blog) });
      } catch (error) {
        setState({
          sending: null,
          error: error instanceof ApiError || error instanceof NetworkError ? error.message : String(error),
        });
      } finally {
        busy.current = false;
      }
    },
    [blog, queryClient],
  );

  return { ...state, start };
}
