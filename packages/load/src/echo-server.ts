/**
 * The baseline: a bare `ws` server that does what the game server does with a message at the
 * least possible cost. A client joins a group of connections by its URL (`/?group=7`); each
 * message it sends goes back, as is, to every connection of its group, the sender included: no
 * parsing, no validation, no persistence. What the Tavolo server does beyond this is what its
 * throughput is compared against.
 *
 * `GET /metrics` answers the process's resident memory and CPU time in the Prometheus format,
 * under the names prom-client gives them on the Tavolo server, so both are read alike.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';

export interface EchoServer {
  readonly port: number;
  /** The open connections. */
  readonly clients: () => ReadonlySet<WebSocket>;
  readonly close: () => Promise<void>;
}

export const processMetricsText = (): string => {
  const cpu = process.cpuUsage();
  return [
    `process_resident_memory_bytes ${process.memoryUsage.rss()}`,
    `process_cpu_seconds_total ${(cpu.user + cpu.system) / 1e6}`,
    '',
  ].join('\n');
};

export const startEchoServer = async (port = 0, host = '127.0.0.1'): Promise<EchoServer> => {
  const server = createServer((request, response) => {
    if (request.url === '/metrics') {
      response.writeHead(200, { 'content-type': 'text/plain; version=0.0.4' });
      response.end(processMetricsText());
      return;
    }
    response.writeHead(404).end();
  });
  const wss = new WebSocketServer({ server });
  const groups = new Map<string, Set<WebSocket>>();

  wss.on('connection', (ws, request) => {
    const name = new URL(request.url ?? '/', 'http://localhost').searchParams.get('group') ?? '';
    let group = groups.get(name);
    if (!group) groups.set(name, (group = new Set()));
    const members = group;
    members.add(ws);
    ws.on('message', (data, isBinary) => {
      for (const member of members) member.send(data, { binary: isBinary });
    });
    ws.on('close', () => {
      members.delete(ws);
      if (members.size === 0) groups.delete(name);
    });
  });

  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    clients: () => wss.clients,
    close: async () => {
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
