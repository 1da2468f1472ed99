// API shapes for checks made by the specs, from the server's contract.
import type { z } from 'zod';
import type { BookDetailResponse } from '../../server/contract/index.ts';

export type BookDetail = z.infer<typeof BookDetailResponse>['book'];
export type { ChapterView, Job } from '../../server/contract/index.ts';
