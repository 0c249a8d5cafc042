/**
 * Who is using the page: the account of the session cookie (or nobody yet), and the HTTP client
 * every part of the application shares. The server keeps the session in an HttpOnly cookie, so
 * the page learns who it is by asking `/api/me`, never by reading a token.
 */
import type { User } from '@tavolo/protocol';
import { type HttpClient, type HttpResult, createHttpClient } from '@tavolo/client';
import { type ReactNode, createContext, useCallback, useContext, useEffect, useState } from 'react';

export interface Session {
  readonly http: HttpClient;
  /** `undefined` while the page is still asking the server; `null` with no session. */
  readonly user: User | null | undefined;
  readonly login: (name: string, password: string) => Promise<HttpResult<User>>;
  readonly register: (name: string, password: string) => Promise<HttpResult<User>>;
  readonly guest: (name?: string) => Promise<HttpResult<User>>;
  readonly logout: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export const http: HttpClient = createHttpClient({ baseUrl: globalThis.location.origin });

export const SessionProvider = ({ children }: { readonly children: ReactNode }) => {
  const [user, setUser] = useState<User | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    void http.me().then((answer) => {
      if (live) setUser(answer.ok ? answer.value : null);
    });
    return () => {
      live = false;
    };
  }, []);

  const remember = useCallback(async (answer: Promise<HttpResult<User>>) => {
    const result = await answer;
    if (result.ok) setUser(result.value);
    return result;
  }, []);

  const session: Session = {
    http,
    user,
    login: (name, password) => remember(http.login({ name, password })),
    register: (name, password) => remember(http.register({ name, password })),
    guest: (name) => remember(http.guest(name)),
    logout: async () => {
      await http.logout();
      setUser(null);
    },
  };
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
};

export const useSession = (): Session => {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
};

export const canDirect = (user: User | null | undefined): boolean =>
  user?.role === 'director' || user?.role === 'admin';
