// The history area's tables (its own migrations, README: number ranges). Filled by that area.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface HistoryTables {}
