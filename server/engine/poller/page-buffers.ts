// Each page's bytes stay until the next read of that page compares with them. A new buffer per
// page and poll (~100 MB a poll at 100,000 units) lived one poll: long enough to be promoted,
// and V8 then scavenged early and mark-compacted for external memory. So a page is read into one
// scratch buffer shared by all pages, and its bytes are copied into the page's own buffer once
// compared (docs/decisions.md#engine-poll-performance).

const roomFor = (length: number) => length + (length >> 5) + 4096;

export class PageBuffers {
  private scratch: Buffer = Buffer.alloc(0);
  private reading = false;
  private kept = new Map<number, Buffer>();

  /** Reads `body` (of `length` bytes when known) and hands its bytes to `consume` for as long as it
   *  runs (they are written over afterwards). */
  async read<T>(
    body: ReadableStream<Uint8Array> | null,
    length: number | undefined,
    consume: (bytes: Buffer) => Promise<T>,
  ): Promise<T> {
    // Two reads at once (not the engine's way) get a buffer of their own.
    const shared = !this.reading;
    let buffer = shared ? this.scratch : Buffer.alloc(0);
    if (length !== undefined && buffer.length < length)
      buffer = Buffer.allocUnsafeSlow(roomFor(length));
    let size = 0;
    if (shared) this.reading = true;
    try {
      if (body)
        for await (const chunk of body) {
          if (size + chunk.length > buffer.length) {
            const grown = Buffer.allocUnsafeSlow(roomFor(size + chunk.length));
            buffer.copy(grown, 0, 0, size);
            buffer = grown;
          }
          buffer.set(chunk, size);
          size += chunk.length;
        }
      if (shared) this.scratch = buffer;
      return await consume(buffer.subarray(0, size));
    } finally {
      if (shared) this.reading = false;
    }
  }

  /** `bytes` copied into the page's own buffer (the last read's bytes of the page are written
   *  over: call it once they are no longer compared with). */
  keep(offset: number, bytes: Buffer): Buffer {
    let kept = this.kept.get(offset);
    if (!kept || kept.length < bytes.length) {
      kept = Buffer.allocUnsafeSlow(roomFor(bytes.length));
      this.kept.set(offset, kept);
    }
    bytes.copy(kept);
    return kept.subarray(0, bytes.length);
  }

  /** A page past the fleet's end, or one without documents to keep. */
  drop(offset: number) {
    this.kept.delete(offset);
  }
}
