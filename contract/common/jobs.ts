import { z } from 'zod';

/** A long job's state, as the print jobs and the realtime job events carry it. */
export const JobStatus = z.enum(['queued', 'running', 'done', 'failed']);
export type JobStatus = z.infer<typeof JobStatus>;
