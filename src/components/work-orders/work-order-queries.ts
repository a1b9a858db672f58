/** Invalidates every engine work-orders query (lists and logbooks, all companies). */
export const isWorkOrderQuery = (q: { queryKey: readonly unknown[] }) =>
  q.queryKey[0] === 'engine' && q.queryKey[2] === 'work-orders';
