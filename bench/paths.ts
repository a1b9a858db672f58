import { fileURLToPath } from 'node:url';

/** The repository root (bench/ lives directly under it). */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));
