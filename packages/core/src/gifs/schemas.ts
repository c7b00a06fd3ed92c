import { z } from 'zod';
import { flag } from '../form-values.js';
import { GIF_QUERY_MAX_LENGTH, GIF_SEARCH_LIMIT } from './constants.js';
import { gifQuery } from './rules.js';
import { gifTexts } from './texts.js';

/**
 * POST /svc/search/inline_gif (spec document 2 §7): q, limit, optional context; JSON or a form
 * body. An empty q asks for the most noted recent GIFs. `filter_nsfw` (ours, on by default as in
 * site search) hides posts marked sensitive; a visitor always searches safely.
 */
export const gifSearchSchema = z.object({
  form_key: z.string().optional(),
  q: z
    .string()
    .max(GIF_QUERY_MAX_LENGTH * 2, gifTexts.queryTooLong)
    .default('')
    .transform(gifQuery)
    .pipe(z.string().max(GIF_QUERY_MAX_LENGTH, gifTexts.queryTooLong)),
  limit: z.coerce
    .number(gifTexts.limitRange)
    .int(gifTexts.limitRange)
    .min(1, gifTexts.limitRange)
    .max(GIF_SEARCH_LIMIT, gifTexts.limitRange)
    .default(GIF_SEARCH_LIMIT),
  context: z.string().max(200).optional(),
  filter_nsfw: flag.default(true),
});
export type GifSearchInput = z.output<typeof gifSearchSchema>;
