// The messages of worker-rpc.ts (the page) and worker-rpc-serve.ts (the worker).

/** What every job carries: the page's token (for the 401) and its time-out. */
export interface RpcSettings {
  token: string | null;
  timeoutMs: number;
}

export type RpcRequest<Job, Settings extends RpcSettings = RpcSettings> =
  { type: 'job'; id: number; client: Settings; job: Job } | { type: 'cancel'; id: number };

export type RpcReply<Result, Update = never, ErrorInit = unknown> =
  | { type: 'update'; id: number; update: Update }
  | { type: 'result'; id: number; result: Result }
  | { type: 'error'; id: number; error: ErrorInit }
  | { type: 'aborted'; id: number }
  /** The service answered the worker: every deadline starts again. */
  | { type: 'progress' }
  /** A 401 met in the worker: the page signs out (once per token, as for its own requests). */
  | { type: 'unauthorized'; token: string | null };

/** The worker's global scope as serveRpc uses it. */
export interface RpcScope<Job, Result, Update, Settings extends RpcSettings, ErrorInit> {
  postMessage: (message: RpcReply<Result, Update, ErrorInit>) => void;
  onmessage: ((event: MessageEvent<RpcRequest<Job, Settings>>) => void) | null;
}

export interface RpcHooks {
  /** Tells the page a 401 was met with this job's token. */
  unauthorized: () => void;
  /** Tells the page the service answered (its deadlines start again). */
  progress: () => void;
}

export interface RpcJobContext<Update, Settings> {
  signal: AbortSignal;
  settings: Settings;
  update: (update: Update) => void;
}
