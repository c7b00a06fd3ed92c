import { EMBED_RETRY_DELAY_MS, type EmbedData, embedMessages, looksLikeEmbedCode } from '@rookery/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../api';
import { isEmbedData, resolveVideo } from './embeds-api';

export type VideoPreview =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'ready'; data: EmbedData }
  | { state: 'problem'; message: string };

/** Typing settles this long before a link is resolved. */
const SETTLE_MS = 400;
const isLink = (value: string) => /^https?:\/\/\S+$/i.test(value);

/**
 * What a video post's embed field holds, as the composer previews it (spec document 2 §4, §5): a
 * link is resolved by the server once typing settles — its still, its player — and asked once more
 * after EMBED_RETRY_DELAY_MS when no still came; code must carry an iframe, embed, script or object
 * ('Invalid embed code'); an answer that is not embed data is 'Invalid embed response'.
 */
export function useVideoPreview(input: string, width: number): VideoPreview {
  const value = input.trim();
  const [preview, setPreview] = useState<VideoPreview>({ state: 'none' });

  useEffect(() => {
    if (!value) {
      setPreview({ state: 'none' });
      return;
    }
    if (!isLink(value)) {
      setPreview(
        looksLikeEmbedCode(value)
          ? { state: 'none' }
          : { state: 'problem', message: embedMessages.invalidCode },
      );
      return;
    }
    let live = true;
    const ask = async (again: boolean) => {
      try {
        const data: unknown = await resolveVideo(value, width);
        if (!live) return;
        if (!isEmbedData(data))
          return setPreview({ state: 'problem', message: embedMessages.invalidResponse });
        if (data.unsupported) return setPreview({ state: 'problem', message: embedMessages.unsupported });
        setPreview({ state: 'ready', data });
        if (!data.thumbnail && !again) setTimeout(() => live && void ask(true), EMBED_RETRY_DELAY_MS);
      } catch (error) {
        if (live) setPreview({ state: 'problem', message: errorMessage(error) });
      }
    };
    const timer = setTimeout(() => {
      setPreview({ state: 'loading' });
      void ask(false);
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [value, width]);

  return preview;
}
