// Types of postgres-for-tests.mjs for the TypeScript tests that start a server.
export type TestPostgres = { url: string; stop: () => void } | { skip: string };
export function startTestPostgres(): Promise<TestPostgres>;
export function createTestDatabase(url: string, name: string): Promise<string>;
