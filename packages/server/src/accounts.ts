/**
 * Accounts and sessions over the store: registration and login with scrypt-hashed passwords,
 * guests, roles, and the session cookie both the HTTP routes and the WebSocket gateway read.
 *
 * The client holds a random token; the store holds only its SHA-256, so a copy of the database
 * opens no session. A failed login says the same thing whether the name or the password was
 * wrong, and takes as long either way, so it does not tell which names exist.
 *
 * Which names exist. A login answers alike for a wrong password and an unknown name, but a
 * sign-up must tell a person that the name chosen cannot be had. So registering, and entering
 * as a guest under a chosen name, answer one generic `name-unavailable` for a name taken in any
 * case and for a reserved one (the `Ospite-xxxx` names the server gives guests), never "taken"
 * as such, and never another name instead (a guest who asked for a taken name used to get an
 * `Ospite-xxxx` name, which said just as much). What remains is one answer per attempt, and
 * attempts are bounded: `newAccountsPerHour` per address (every attempt counts, refused or not),
 * on top of the HTTP routes' limit of sign-ups a minute per address.
 *
 * Wrong logins are bounded per name AND address (`loginFailures`, refilled over ten minutes),
 * and more loosely per name from every address (`accountLoginFailuresPerHour`): a flood of
 * wrong passwords from one address locks that address out of that name, not the name's owner
 * elsewhere, nor the other people behind that address; only guesses from several addresses at
 * once reach the per-name bound. Unknown names are counted the same, so the lockout says
 * nothing about which exist.
 *
 * Admins. The first account with a password of a new database is its admin; every later one
 * is a player (a server whose only admin stepped down made its next sign-up admin). `admins`
 * names accounts that exist to promote at start (`promoteAdmins`); a name registered later is
 * never promoted by it. No change of role leaves the server without an admin.
 *
 * Guests. A guest's session lasts `guestIdleHours` after its last use (renewed as it is used),
 * and `evictGuests` removes the guests with no live session, created that long ago, that hold
 * no place at any table: a guest seated at a table, playing or finished, stays, because the
 * table's players list its id and the history of its matches shows it.
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
import { addressKey, keyedBuckets } from './limiter.js';

export const SESSION_COOKIE = 'tavolo_session';
const SESSION_DAYS = 30;
const HOUR_MS = 60 * 60 * 1000;

export interface AccountLimits {
  /** Accounts (registrations and guests) one address may try to create per hour. */
  readonly newAccountsPerHour: number;
  /** Wrong logins per name and address before a lockout; one more every minute after. */
  readonly loginFailures: number;
  /** Wrong logins per name, from every address, per hour. */
  readonly accountLoginFailuresPerHour: number;
  /** Hours a guest's session lasts after its last use; unused guests go after as long. */
  readonly guestIdleHours: number;
}

export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  newAccountsPerHour: 20,
  loginFailures: 10,
  accountLoginFailuresPerHour: 200,
  guestIdleHours: 48,
};

/** A session just opened: the token goes to the client in the session cookie, and nowhere else. */
export interface OpenedSession {
  readonly user: User;
  readonly token: string;
  readonly expiresAt: Date;
}

/**
 * `from` is the client's address: the limits per address apply when it is given (the HTTP
 * routes always give it).
 */
export interface Accounts {
  register(credentials: Credentials, from?: string): Promise<Result<OpenedSession, RuleError>>;
  login(credentials: Credentials, from?: string): Promise<Result<OpenedSession, RuleError>>;
  /** A password-less player account under `name`, or under `Ospite-xxxx` without one. */
  guest(name?: string, from?: string): Promise<Result<OpenedSession, RuleError>>;
  /** Ends the session the cookie names, if any, and tells the `onSessionEnded` listeners. */
  logout(cookieHeader: string | undefined): Promise<void>;
  /** The account of the session the cookie names, while the session lasts. */
  authenticate(cookieHeader: string | undefined): Promise<User | undefined>;
  /**
   * The key of the session the cookie names, live or not (the SHA-256 of its token: not the
   * token, so not a way into the session); what `onSessionEnded` announces.
   */
  sessionKey(cookieHeader: string | undefined): string | undefined;
  /** Calls `listener` with the key of every session logged out; answers how to stop. */
  onSessionEnded(listener: (session: string) => void): () => void;
  /** Admins only: gives account `userId` the role `role`; never leaves the server without admin. */
  setRole(by: User, userId: string, role: Role): Promise<Result<User, RuleError>>;
  /**
   * Makes the accounts `admins` names admins: they must exist and have a password
   * (`unknown-user` names the first that does not). Run at the server's start.
   */
  promoteAdmins(): Promise<Result<readonly User[], RuleError>>;
  /** Removes the guests nobody uses any more (see above); answers how many. */
  evictGuests(): Promise<number>;
}

export interface AccountsOptions {
  readonly store: AccountStore;
  /** Names (any case) of existing accounts that `promoteAdmins` makes admins. */
  readonly admins?: readonly string[];
  readonly limits?: Partial<AccountLimits>;
  /** The clock of session expiry and of the limits; the system clock unless a test gives another. */
  readonly now?: () => Date;
}

const refuse = (code: string, message: string): { ok: false; error: RuleError } =>
  err(ruleError(code, PROCEDURE, message));

const WRONG_CREDENTIALS = refuse('wrong-credentials', 'wrong name or password');

export const openAccounts = (options: AccountsOptions): Accounts => {
  const { store } = options;
  const limits = { ...DEFAULT_ACCOUNT_LIMITS, ...options.limits };
  const now = options.now ?? (() => new Date());
  const clock = () => now().getTime();
  const guestIdleMs = limits.guestIdleHours * HOUR_MS;
  // As given, once each ignoring case.
  const admins = [
    ...new Map((options.admins ?? []).map((name) => [foldName(name), name])).values(),
  ];
  // Checked against when the name is unknown, so that a miss costs what a wrong password does.
  let decoy: Promise<string> | undefined;
  const newAccounts = keyedBuckets({
    burst: limits.newAccountsPerHour,
    refillMs: HOUR_MS,
    now: clock,
  });
  const pairFailures = keyedBuckets({
    burst: limits.loginFailures,
    refillMs: limits.loginFailures * 60_000,
    now: clock,
  });
  const accountFailures = keyedBuckets({
    burst: limits.accountLoginFailuresPerHour,
    refillMs: HOUR_MS,
    now: clock,
  });
  const endedListeners = new Set<(session: string) => void>();
  /** The first account's id, once there is one: it never changes after. */
  let firstAccount: string | undefined;
  /** Registrations wait in turn while the first account is not known (see `register`). */
  let firstAccountTurn: Promise<unknown> = Promise.resolve();

  const openSession = async (record: UserRecord): Promise<OpenedSession> => {
    const token = randomBytes(32).toString('base64url');
    const created = now();
    const lasts = record.guest ? guestIdleMs : SESSION_DAYS * 24 * HOUR_MS;
    const expiresAt = new Date(created.getTime() + lasts);
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

  /**
   * A new account with a password, made admin if it is the first of the database. While no
   * first account is known, registrations take turns, so that two racing on a new database
   * cannot both find themselves first.
   */
  const createMember = async (name: string, passwordHash: string) => {
    const create = async () => {
      const created = await createUser({ name, role: 'player', guest: false, passwordHash });
      if (created === undefined || firstAccount !== undefined) return created;
      firstAccount = await store.firstAccountId();
      if (firstAccount !== created.id) return created;
      const promoted = await store.setRole(created.id, 'admin');
      if (!promoted.ok)
        throw new Error(`the store refused the first admin: ${promoted.error.message}`);
      return { ...created, role: 'admin' as const };
    };
    if (firstAccount !== undefined) return create();
    const turn = firstAccountTurn.then(create, create);
    firstAccountTurn = turn.catch(() => undefined);
    return turn;
  };

  /** Spends one of the address's attempts at a new account; false when none is left. */
  const newAccountAllowed = (from: string | undefined) =>
    from === undefined || newAccounts.take(addressKey(from));

  const caller = async (cookieHeader: string | undefined): Promise<User | undefined> => {
    const token = sessionToken(cookieHeader);
    if (token === undefined) return undefined;
    const session = hashToken(token);
    const at = now();
    const found = await store.session(session, at.toISOString());
    if (found === undefined) return undefined;
    // A guest's session runs `guestIdleHours` from its last use: renewed when a tenth of that
    // has gone, so that a busy guest writes to the store rarely.
    const left = Date.parse(found.session.expiresAt) - at.getTime();
    if (found.user.guest && left < guestIdleMs * 0.9)
      await store.renewSession(session, new Date(at.getTime() + guestIdleMs).toISOString());
    return toUser(found.user);
  };

  return {
    register: async (credentials, from) => {
      const checked = credentialsSchema.safeParse(credentials);
      if (!checked.success) return refuse('bad-input', issuesText(checked.error));
      if (!newAccountAllowed(from)) return TOO_MANY_ACCOUNTS;
      const { name, password } = checked.data;
      if (isReserved(name) || (await store.userByName(name)) !== undefined)
        return nameUnavailable();
      const created = await createMember(name, await hashPassword(password));
      // Someone else took the name while the password was being hashed.
      if (created === undefined) return nameUnavailable();
      return ok(await openSession(created));
    },

    login: async (credentials, from) => {
      const checked = credentialsSchema.safeParse(credentials);
      if (!checked.success) return refuse('bad-input', issuesText(checked.error));
      const { name, password } = checked.data;
      const account = foldName(name);
      const pair = `${account}\n${from === undefined ? '' : addressKey(from)}`;
      if (!pairFailures.has(pair) || !accountFailures.has(account)) return TOO_MANY_FAILURES;
      const record = await store.userByName(name);
      const right =
        record !== undefined && record.passwordHash !== null
          ? await verifyPassword(password, record.passwordHash)
          : await verifyPassword(password, await (decoy ??= hashPassword(randomHex())));
      if (record === undefined || record.passwordHash === null || !right) {
        pairFailures.take(pair);
        accountFailures.take(account);
        return WRONG_CREDENTIALS;
      }
      return ok(await openSession(record));
    },

    guest: async (wanted, from) => {
      const checked = userNameSchema.optional().safeParse(wanted);
      if (!checked.success) return refuse('bad-input', issuesText(checked.error));
      if (!newAccountAllowed(from)) return TOO_MANY_ACCOUNTS;
      const candidates =
        checked.data === undefined
          ? Array.from({ length: GUEST_NAME_TRIES }, guestName)
          : isReserved(checked.data)
            ? []
            : [checked.data];
      for (const name of candidates) {
        if ((await store.userByName(name)) !== undefined) continue;
        const created = await createUser({ name, role: 'player', guest: true, passwordHash: null });
        if (created !== undefined) return ok(await openSession(created));
      }
      return checked.data === undefined
        ? refuse('name-unavailable', 'no free guest name was found; try again')
        : nameUnavailable();
    },

    logout: async (cookieHeader) => {
      const token = sessionToken(cookieHeader);
      if (token === undefined) return;
      const session = hashToken(token);
      await store.deleteSession(session);
      for (const listener of endedListeners) listener(session);
    },

    authenticate: caller,

    sessionKey: (cookieHeader) => {
      const token = sessionToken(cookieHeader);
      return token === undefined ? undefined : hashToken(token);
    },

    onSessionEnded: (listener) => {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
    },

    setRole: async (by, userId, role) => {
      if (by.role !== 'admin') return refuse('forbidden', 'only an admin may set roles');
      const target = await store.userById(userId);
      if (target === undefined)
        return refuse('unknown-user', `no account has id ${JSON.stringify(userId)}`);
      if (target.guest && role !== 'player')
        return refuse('guest-role', 'a guest account stays a player: it has no password');
      const updated = await store.setRole(userId, role);
      if (updated.ok) return ok(toUser({ ...target, role }));
      if (updated.error.code === 'last-admin')
        return refuse('last-admin', 'the last admin stays an admin: make another one first');
      return refuse(updated.error.code, updated.error.message);
    },

    promoteAdmins: async () => {
      const promoted: User[] = [];
      for (const name of admins) {
        const record = await store.userByName(name);
        if (record === undefined || record.guest || record.passwordHash === null)
          return refuse(
            'unknown-user',
            `no account with a password is called ${JSON.stringify(name)}: register it, then name it as admin`,
          );
        if (record.role !== 'admin') {
          const updated = await store.setRole(record.id, 'admin');
          if (!updated.ok) return refuse(updated.error.code, updated.error.message);
        }
        promoted.push(toUser({ ...record, role: 'admin' }));
      }
      return ok(promoted);
    },

    evictGuests: () => {
      const at = clock();
      return store.evictGuests(
        new Date(at).toISOString(),
        new Date(at - guestIdleMs).toISOString(),
      );
    },
  };
};

const nameUnavailable = () =>
  refuse('name-unavailable', 'this name cannot be used: choose another');

const TOO_MANY_ACCOUNTS = refuse(
  'rate-limited',
  'too many new accounts from this address: try again later',
);

const TOO_MANY_FAILURES = refuse(
  'rate-limited',
  'too many wrong logins for this name: try again in a few minutes',
);

const GUEST_NAME_TRIES = 8;

const guestName = (): string => `Ospite-${randomBytes(2).toString('hex')}`;

/** The names the server gives guests: nobody may choose one. */
const isReserved = (name: string): boolean => /^ospite-[0-9a-f]{4}$/.test(foldName(name));

const randomHex = (): string => randomBytes(16).toString('hex');

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
