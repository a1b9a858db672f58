// Messages between the tabs of one identity (the leader shares its state with the others).

export interface TabChannel<T> {
  /** False when the browser has no BroadcastChannel: posts go nowhere, nothing arrives. */
  readonly supported: boolean;
  post(message: T): void;
  subscribe(listener: (message: T) => void): () => void;
  close(): void;
}

type ChannelCtor = new (name: string) => BroadcastChannel;

function defaultCtor(): ChannelCtor | null {
  return typeof BroadcastChannel === 'undefined' ? null : BroadcastChannel;
}

/** Opens the channel `name` (use scopedName(identity, purpose)); a tab never hears its own posts. */
export function openTabChannel<T>(
  name: string,
  Ctor: ChannelCtor | null = defaultCtor(),
): TabChannel<T> {
  const listeners = new Set<(message: T) => void>();
  let channel: BroadcastChannel | undefined;
  try {
    channel = Ctor ? new Ctor(name) : undefined;
  } catch {
    channel = undefined;
  }
  if (channel) channel.onmessage = (e: MessageEvent) => listeners.forEach((l) => l(e.data as T));
  return {
    supported: channel !== undefined,
    post(message) {
      try {
        channel?.postMessage(message);
      } catch {
        // A closed channel or an uncloneable message: the other tabs catch up on the next post.
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      channel?.close();
      channel = undefined;
    },
  };
}
