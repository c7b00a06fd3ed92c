import { z } from 'zod';

/**
 * The path parameters many calls share and their routes read unparsed (`request.params.name`):
 * described once here, so each feature's openapi.ts names the same thing the same way.
 */
export const blogName = z.string().describe("The blog's name.");
export const postId = z.string().describe("The post's id (64-bit, as a string).");

/** `:name`, the blog a call is about. */
export const namedBlog = z.object({ name: blogName });
