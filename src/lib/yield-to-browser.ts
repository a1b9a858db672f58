// One turn for the browser between slices of long work (input, paint), so no slice becomes a
// long task: `scheduler.yield()` where the browser has it (the work keeps its priority), else a
// macrotask.

type SchedulerLike = { yield?: () => Promise<void> };

export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerLike }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
