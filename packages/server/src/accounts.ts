/**
 * Accounts and sessions over the store: registration and login with scrypt-hashed passwords,
 * guests, roles, and the session cookie both the HTTP routes and the WebSocket gateway read.
 *
 * The client holds a random token; the store holds only its SHA-256, so a copy of the database
 * opens no session. A failed login says the same thing whether the name or the password was
 * wrong, and takes as long either way, so it does not tell which names exist.
 */
import { createHash, randomBytes, randomUUID, scrypt, timingSafeEqual } from 'node:crypto';
import { PROCEDURE, type Result, type RuleError, err, ok, ruleError } from '@tavolo/cards';
import {
  type Credentials,
  type Role,
  type User,
  credentialsSchema,
  userNameSchema,
} from '@tavolo/protocol';
import type { AccountStore, UserRecord } from '@tavolo/store';

export const SESSION_COOKIE = 'tavolo_session';
const SESSION_DAYS = 30;

/** A session just opened: the token goes to the client in the session cookie, and nowhere else. */
export interface OpenedSession {
  readonly user: User;
  readonly token: string;
  readonly expiresAt: Date;
}

export interface Accounts {
  register(credentials: Credentials): Promise<Result<OpenedSession, RuleError>>;
  login(credentials: Credentials): Promise<Result<OpenedSession, RuleError>>;
  /** A password-less player account under `name` if free, else under `Ospite-xxxx`. */
  guest(name?: string): Promise<Result<OpenedSession, RuleError>>;
  /** Ends the session the cookie names, if any. */
  logout(cookieHeader: string | undefined): Promise<void>;
  /** The account of the session the cookie names, while the session lasts. */
  authenticate(cookieHeader: string | undefined): Promise<User | undefined>;
  /** Admins only: gives account `userId` the role `role`. */
  setRole(by: User, userId: string, role: Role): Promise<Result<User, RuleError>>;
}

export interface AccountsOptions {
  readonly store: AccountStore;
  /** Names (any case) that become admin when they register or log in. */
  readonly admins?: readonly string[];
  /** The clock of session expiry; the system clock unless a test gives another. */
  readonly now?: () => Date;
}

const refuse = (code: string, message: string): { ok: false; error: RuleError } =>
  err(ruleError(code, PROCEDURE, message));

const WRONG_CREDENTIALS = refuse('wrong-credentials', 'wrong name or password');

export const openAccounts = (options: AccountsOptions): Accounts => {
  const { store } = options;
  const now = options.now ?? (() => new Date());
  const admins = new Set((options.admins ?? []).map(foldName));
  // Checked against when the name is unknown, so that a miss costs what a wrong password does.
  let decoy: Promise<string> | undefined;

  const openSession = async (record: UserRecord): Promise<OpenedSession> => {
    const token = randomBytes(32).toString('base64url');
    const created = now();
    const expiresAt = new Date(created.getTime() + SESSION_DAYS * 24 * 60 * 60 * 1000);
    await store.purgeSessions(created.toISOString());
    const stored = await store.createSession({
      tokenHash: hashToken(token),
      userId: record.id,
      createdAt: created.toISOString(),
      expiresAt: expiresAt.toISOString(),
    });
    // The user was just read or written and 32 random bytes do not collide: a refusal here is
    // a broken store, not an answer for the client.
    if (!stored.ok) throw new Error(`the store refused a session: ${stored.error.message}`);
    return { user: toUser(record), token, expiresAt };
  };

  /** A new account, or undefined if its name was taken meanwhile. */
  const createUser = async (
    fields: Pick<UserRecord, 'name' | 'role' | 'guest' | 'passwordHash'>,
  ): Promise<UserRecord | undefined> => {
    const record: UserRecord = { id: randomUUID(), ...fields, createdAt: now().toISOString() };
    const created = await store.createUser(record);
    if (created.ok) return record;
    if (created.error.code === 'name-taken') return undefined;
    throw new Error(`the store refused a new user: ${created.error.message}`);
  };

  /** Makes a listed admin an admin, at registration or at the next login. */
  const withConfiguredRole = async (record: UserRecord): Promise<UserRecord> => {
    if (record.role === 'admin' || !admins.has(foldName(record.name))) return record;
    const promoted = await store.setRole(record.id, 'admin');
    return promoted.ok ? { ...record, role: 'admin' } : record;
  };

  return {
    register: async (credentials) => {
      const checked = credentialsSchema.safeParse(credentials);
      if (!checked.success) return refuse('bad-input', issuesText(checked.error));
      const { name, password } = checked.data;
      if ((await store.userByName(name)) !== undefined) return nameTaken(name);
      // The configured admins, and the first account of a server that has no admin yet.
      const admin = admins.has(foldName(name)) || (await store.countRole('admin')) === 0;
      const created = await createUser({
        name,
        role: admin ? 'admin' : 'player',
        guest: false,
        passwordHash: await hashPassword(password),
      });
      // Someone else took the name while the password was being hashed.
      if (created === undefined) return nameTaken(name);
      return ok(await openSession(created));
    },

    login: async (credentials) => {
      const checked = credentialsSchema.safeParse(credentials);
      if (!checked.success) return refuse('bad-input', issuesText(checked.error));
      const { name, password } = checked.data;
      const record = await store.userByName(name);
      if (record === undefined || record.passwordHash === null) {
        decoy ??= hashPassword(randomBytes(16).toString('hex'));
        await verifyPassword(password, await decoy);
        return WRONG_CREDENTIALS;
      }
      if (!(await verifyPassword(password, record.passwordHash))) return WRONG_CREDENTIALS;
      return ok(await openSession(await withConfiguredRole(record)));
    },

    guest: async (wanted) => {
      const checked = userNameSchema.optional().safeParse(wanted);
      if (!checked.success) return refuse('bad-input', issuesText(checked.error));
      const candidates = [
        ...(checked.data === undefined ? [] : [checked.data]),
        ...Array.from({ length: GUEST_NAME_TRIES }, guestName),
      ];
      for (const name of candidates) {
        if ((await store.userByName(name)) !== undefined) continue;
        const created = await createUser({ name, role: 'player', guest: true, passwordHash: null });
        if (created !== undefined) return ok(await openSession(created));
      }
      return refuse('name-taken', 'no free guest name was found; try again');
    },

    logout: async (cookieHeader) => {
      const token = sessionToken(cookieHeader);
      if (token !== undefined) await store.deleteSession(hashToken(token));
    },

    authenticate: async (cookieHeader) => {
      const token = sessionToken(cookieHeader);
      if (token === undefined) return undefined;
      const record = await store.sessionUser(hashToken(token), now().toISOString());
      return record === undefined ? undefined : toUser(record);
    },

    setRole: async (by, userId, role) => {
      if (by.role !== 'admin') return refuse('forbidden', 'only an admin may set roles');
      const target = await store.userById(userId);
      if (target === undefined)
        return refuse('unknown-user', `no account has id ${JSON.stringify(userId)}`);
      if (target.guest && role !== 'player')
        return refuse('guest-role', 'a guest account stays a player: it has no password');
      const updated = await store.setRole(userId, role);
      return updated.ok
        ? ok(toUser({ ...target, role }))
        : refuse(updated.error.code, updated.error.message);
    },
  };
};

const nameTaken = (name: string) =>
  refuse('name-taken', `the name ${JSON.stringify(name)} is taken (names ignore case)`);

const GUEST_NAME_TRIES = 8;

const guestName = (): string => `Ospite-${randomBytes(2).toString('hex')}`;

/** Names compare as the store compares them: NFC-normalised, without case. */
const foldName = (name: string): string =>
  name.trim().normalize('NFC').toLowerCase().normalize('NFC');

const toUser = (record: UserRecord): User => ({
  id: record.id,
  name: record.name,
  role: record.role,
  guest: record.guest,
});

const issuesText = (error: {
  readonly issues: readonly { path: (string | number)[]; message: string }[];
}) =>
  error.issues
    .map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');

/** The session token in a Cookie header; tokens are base64url, which cookies carry as is. */
const sessionToken = (cookieHeader: string | undefined): string | undefined => {
  for (const pair of cookieHeader?.split(';') ?? []) {
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== SESSION_COOKIE) continue;
    const token = pair.slice(equals + 1).trim();
    return token === '' ? undefined : token;
  }
  return undefined;
};

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** scrypt's cost: 2^15 takes tens of milliseconds, and 32 MiB, per attempt. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 64 } as const;

/** Room for the cost above: Node refuses when 128 * N * r reaches its default 32 MiB. */
const MAX_MEMORY = 64 * 1024 * 1024;

const derive = (
  password: string,
  salt: Buffer,
  keyLength: number,
  cost: { N: number; r: number; p: number },
): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(password, salt, keyLength, { ...cost, maxmem: MAX_MEMORY }, (error, key) =>
      error === null ? resolve(key) : reject(error),
    ),
  );

/** `scrypt$N$r$p$salt$key`, salt and key in base64: the string says how to check it. */
const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, SCRYPT.keyLength, SCRYPT);
  return [
    'scrypt',
    SCRYPT.N,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
};

const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || key === undefined) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  // A damaged hash must not make the server spend unbounded memory or time.
  const sane =
    Number.isInteger(Math.log2(cost.N)) &&
    cost.N >= 2 &&
    Number.isInteger(cost.r) &&
    cost.r >= 1 &&
    128 * cost.N * cost.r <= MAX_MEMORY / 2 &&
    Number.isInteger(cost.p) &&
    cost.p >= 1 &&
    cost.p <= 4;
  const expected = Buffer.from(key, 'base64');
  if (!sane || expected.length === 0) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64'), expected.length, cost);
  return timingSafeEqual(actual, expected);
};
