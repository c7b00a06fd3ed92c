import { blockAddSchema, blockRemoveSchema, feedQuerySchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { parse } from '../../http/validate.js';
import { requireViewer } from '../posts/pipeline/viewer.js';
import { addBlock, blockedList, removeBlock } from './blocks.js';

/** Blocks as one of the user's blogs (spec document 1 §7), and that blog's list of blocked blogs. */
export function blockRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.post('/svc/block/add', async (request) => {
    const input = parse(blockAddSchema, request.body);
    return ok(await addBlock(db, await requireViewer(db, request), input));
  });

  app.post('/svc/block/remove', async (request) => {
    const input = parse(blockRemoveSchema, request.body);
    return ok(await removeBlock(db, await requireViewer(db, request), input));
  });

  app.get<{ Params: { name: string } }>('/svc/blog/:name/blocks', async (request) => {
    const query = parse(feedQuerySchema, request.query);
    return ok(await blockedList(db, await requireViewer(db, request), request.params.name, query));
  });
}
