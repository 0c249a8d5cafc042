#!/usr/bin/env node
/**
 * The echo server as its own process, which the load tool starts as a child:
 *
 *   node packages/load/dist/echo-main.js [--port 0]
 *
 * It prints `Echo: ws://127.0.0.1:<port>` once it listens, and stops on SIGTERM or SIGINT.
 */
import { parseArgs } from 'node:util';
import { startEchoServer } from './echo-server.js';

const { values } = parseArgs({ options: { port: { type: 'string', default: '0' } } });
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`echo server: --port ${values.port} is not a port\n`);
  process.exit(2);
}

const echo = await startEchoServer(port);
const stop = () => {
  echo.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
// Last, so that whoever reads it may stop the server at once.
process.stdout.write(`Echo: ws://127.0.0.1:${echo.port}\n`);
