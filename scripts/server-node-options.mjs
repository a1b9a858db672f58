// Node flags of the server process (npm start, and the bench's engine, which must run the same way).
// A 64 MB young generation: a fleet poll parses ~100 MB of documents page by page, and with the
// default 16 MB most of each page survived a scavenge and was promoted, so the old generation
// grew and was marked again and again (docs/decisions.md#engine-poll-performance).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
