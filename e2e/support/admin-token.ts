// The simulator's admin routes need this token (playwright.config.ts starts it with --admin-token).
export const ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN ?? 'e2e-admin-token-not-a-secret';

/** Headers for every /api/__admin/* call of the e2e helpers and specs. */
export const ADMIN_HEADERS = { 'X-Admin-Token': ADMIN_TOKEN };
