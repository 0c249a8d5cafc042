/**
 * The flags `node` runs the server with: `npm start` passes them (the root package.json) and so
 * does the load tool. A module of its own, with no imports, so that the load tool can read it
 * without loading the server.
 *
 * A young generation of 64 MiB semi-spaces instead of V8's 16: under load a move waits some
 * 100 ms for its group commit, and its objects (the table's next state, its messages, its
 * records) outlived several scavenges of the small young generation, each copying them again
 * before promoting them to the old one. With 64 MiB, scavenges are a quarter as frequent and
 * most of those objects are dead by the next one: at 1,000 tables at full speed the main
 * thread's scavenging fell from about 15 % of its time to about 10 % (docs/benchmarks.md as of
 * commit 2967c07). The young generation grows to that size only when the allocation rate asks
 * for it.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];
