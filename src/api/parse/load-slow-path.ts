import type * as SlowPath from './slow-path.ts';

/** The zod parse, downloaded on first use: call it only for a document a fast check refused. */
export const loadSlowPath = (): Promise<typeof SlowPath> => import('./slow-path.ts');
