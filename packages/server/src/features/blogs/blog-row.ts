import type { Selectable } from 'kysely';
import type { BlogsTable } from '../../db/schema.js';

export type BlogRow = Selectable<BlogsTable>;
