/**
 * The table as its arbitro follows it (issue 19): one WebSocket that joins as the table's
 * director and keeps the director's view (every hand, the hand's moves, the calls, the rulings)
 * and the status current; the pause, the resumption and the rulings are requests answered by
 * the server's `ack` or `error`. A dropped connection joins again after a moment; a refusal to
 * direct the table (not its director, one of its players) is final.
 */
import { socketUrl } from '@tavolo/client';
import {
  type ErrorBody,
  type ServerMessage,
  type TableStatus,
  serverMessageSchema,
} from '@tavolo/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';

export type DirectorView = Extract<ServerMessage, { readonly type: 'director-view' }>;

/** The director's requests: what each carries beyond its type and id. */
export type DirectorRequest =
  | { readonly type: 'pause' }
  | { readonly type: 'resume' }
  | {
      readonly type: 'apply-ruling';
      readonly entry: string;
      readonly answers: Readonly<Record<string, string>>;
      readonly seat: number;
      readonly mpPenalty?: number;
      readonly substitute?: true;
      readonly note?: string;
    }
  /** The director's own move in the game: a bridge ruling on the tricks (LAW 70 (2017), 79B). */
  | {
      readonly type: 'director-act';
      readonly action: {
        readonly type: 'rule-tricks';
        readonly declarerTricks: number;
        readonly note: string;
      };
    };

export interface DirectorTable {
  readonly view: DirectorView | null;
  readonly status: TableStatus | null;
  readonly connected: boolean;
  /** Why the server refused to let this account direct the table; the page shows it. */
  readonly refusal: ErrorBody | null;
  /** Sends a request; answers the server's refusal, or null once it was done. */
  readonly send: (request: DirectorRequest) => Promise<ErrorBody | null>;
}

const RETRY_MS = 2_000;
const NOT_CONNECTED: ErrorBody = { code: 'not-connected', message: 'not connected' };

export const useDirector = (table: string): DirectorTable => {
  const [view, setView] = useState<DirectorView | null>(null);
  const [status, setStatus] = useState<TableStatus | null>(null);
  const [connected, setConnected] = useState(false);
  const [refusal, setRefusal] = useState<ErrorBody | null>(null);
  const socket = useRef<WebSocket | null>(null);
  const pending = useRef(new Map<string, (answer: ErrorBody | null) => void>());
  const sent = useRef(0);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      const ws = new WebSocket(socketUrl(globalThis.location.origin));
      socket.current = ws;
      ws.onopen = () => ws.send(JSON.stringify({ type: 'join-as-director', table }));
      ws.onmessage = (event: MessageEvent) => {
        let json: unknown;
        try {
          json = JSON.parse(String(event.data));
        } catch {
          return;
        }
        const parsed = serverMessageSchema.safeParse(json);
        if (!parsed.success) return;
        const message = parsed.data;
        if (message.type === 'director-view') {
          setView(message);
          setConnected(true);
        } else if (message.type === 'status') {
          setStatus(message.status);
          setConnected(true);
        } else if (message.type === 'ack' || message.type === 'error') {
          const answer =
            message.type === 'ack'
              ? null
              : { code: message.code, message: message.message, article: message.article };
          const resolve = message.id === undefined ? undefined : pending.current.get(message.id);
          if (resolve && message.id !== undefined) {
            pending.current.delete(message.id);
            resolve(answer);
          } else if (answer) {
            // A refused join: this account does not direct the table.
            stopped = true;
            setRefusal(answer);
          }
        }
      };
      ws.onclose = () => {
        setConnected(false);
        for (const resolve of pending.current.values()) resolve(NOT_CONNECTED);
        pending.current.clear();
        if (!stopped) timer = setTimeout(open, RETRY_MS);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket.current?.close();
      socket.current = null;
    };
  }, [table]);

  const send = useCallback((request: DirectorRequest) => {
    const ws = socket.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) return Promise.resolve(NOT_CONNECTED);
    sent.current += 1;
    const id = `${request.type}-${sent.current}`;
    return new Promise<ErrorBody | null>((resolve) => {
      pending.current.set(id, resolve);
      ws.send(JSON.stringify({ ...request, id }));
    });
  }, []);

  return { view, status, connected, refusal, send };
};
