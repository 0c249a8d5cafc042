/**
 * User accounts and their login sessions, for the online game server. The store keeps strings:
 * hashing passwords and session tokens is the server's job, and a session is found by the hash
 * of its token, never by the token itself.
 *
 * Names are unique ignoring case: each user row keeps a key, the name NFC-normalised and
 * lower-cased, under a unique constraint, so that `Anna` and `anna` (or an `è` typed as `e` plus
 * a combining accent) cannot both register, even when two sign-ups race.
 */
import { type Result, err, ok } from '@tavolo/cards';
import type { Selectable } from 'kysely';
import { isIsoInstant, isNonEmptyString } from './checks.js';
import { type Db, chunks, inTransaction } from './db.js';
import { type StoreError, storeError, unknownUser } from './error.js';
import type { UsersTable } from './schema.js';

export type Role = 'player' | 'director' | 'admin';

export const ROLES: readonly Role[] = ['player', 'director', 'admin'];

export interface UserRecord {
  readonly id: string;
  /** As shown; unique ignoring case. */
  readonly name: string;
  readonly role: Role;
  readonly guest: boolean;
  /** The server's hash of the password; null for accounts without one (guests). */
  readonly passwordHash: string | null;
  /** ISO-8601 instant with its offset. */
  readonly createdAt: string;
}

export interface SessionRecord {
  /** The server's hash of the session token. */
  readonly tokenHash: string;
  readonly userId: string;
  /** ISO-8601 instants with their offsets; `expiresAt` is after `createdAt`. */
  readonly createdAt: string;
  readonly expiresAt: string;
}

export interface AccountStore {
  /**
   * Registers a user. Names are unique case-insensitively (`name-taken`), ids are unique
   * (`user-exists`).
   */
  createUser(user: UserRecord): Promise<Result<void, StoreError>>;
  userById(id: string): Promise<UserRecord | undefined>;
  /** Case-insensitive (and blind to Unicode normalisation). */
  userByName(name: string): Promise<UserRecord | undefined>;
  /**
   * `unknown-user` if no user has the id; `last-admin` if the change would leave no admin (the
   * admins' rows are locked first, so two admins demoting each other at once cannot both win).
   */
  setRole(id: string, role: Role): Promise<Result<void, StoreError>>;
  /** How many users hold the role. */
  countRole(role: Role): Promise<number>;
  /**
   * The id of the first account with a password ever registered: the earliest `createdAt`, ties
   * broken by id. Guests never count. Users with a password are never removed, so the answer
   * never changes once there is one.
   */
  firstAccountId(): Promise<string | undefined>;
  /** `unknown-user` for a session of nobody, `session-exists` for a token hash in use. */
  createSession(session: SessionRecord): Promise<Result<void, StoreError>>;
  /**
   * The session's user, if the session exists and `now` (ISO) is before its expiry; undefined
   * also when `now` is not an ISO-8601 instant with an offset.
   */
  sessionUser(tokenHash: string, now: string): Promise<UserRecord | undefined>;
  /** As `sessionUser`, with the session itself. */
  session(
    tokenHash: string,
    now: string,
  ): Promise<{ readonly user: UserRecord; readonly session: SessionRecord } | undefined>;
  /**
   * Moves a live session's expiry to `expiresAt` (an ISO-8601 instant with an offset); a session
   * that does not exist stays so.
   */
  renewSession(tokenHash: string, expiresAt: string): Promise<void>;
  /** Ends the session; a session that does not exist is already ended. */
  deleteSession(tokenHash: string): Promise<void>;
  /**
   * Removes the sessions expired at `now` (expiry at or before it); answers how many. Removes
   * none when `now` is not an ISO-8601 instant with an offset.
   */
  purgeSessions(now: string): Promise<number>;
  /**
   * Removes the guests nobody uses any more, with their expired sessions, and answers how many:
   * guests created before `createdBefore` that have no session alive at `now` and no place at
   * any game table (a table's players keep their user ids, and a finished match's history
   * lists them; such guests stay). Both instants are ISO-8601 with offsets; removes none
   * otherwise.
   */
  evictGuests(now: string, createdBefore: string): Promise<number>;
}

/** What makes two names the same name: NFC-normalised, then lower-cased. */
export const nameKey = (name: string): string =>
  name.normalize('NFC').toLowerCase().normalize('NFC');

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

const invalid = (message: string) => err(storeError('invalid-argument', message));

const BAD_ROLE = `a role is one of ${ROLES.join(', ')}`;

const USER_FIELDS: readonly string[] = ['id', 'name', 'role', 'guest', 'passwordHash', 'createdAt'];
const SESSION_FIELDS: readonly string[] = ['tokenHash', 'userId', 'createdAt', 'expiresAt'];

const unknownField = (value: object, fields: readonly string[]): string | undefined =>
  Object.keys(value).find((key) => !fields.includes(key));

/** Checks a new user at run time; unknown fields are refused rather than silently not stored. */
export const validateUser = (user: UserRecord): Result<UserRecord, StoreError> => {
  if (typeof user !== 'object' || user === null || Array.isArray(user))
    return invalid('a user is an object');
  const extra = unknownField(user, USER_FIELDS);
  if (extra !== undefined) return invalid(`a user has an unknown field ${JSON.stringify(extra)}`);
  const { id, name, role, guest, passwordHash, createdAt } = user;
  if (!isNonEmptyString(id)) return invalid('a user id is a non-empty string');
  if (!isNonEmptyString(name)) return invalid('a user name is a non-empty string');
  if (!isRole(role)) return invalid(BAD_ROLE);
  if (typeof guest !== 'boolean') return invalid('a user guest flag is true or false');
  if (passwordHash !== null && !isNonEmptyString(passwordHash))
    return invalid('a user passwordHash is a non-empty string or null');
  if (!isIsoInstant(createdAt))
    return invalid('a user createdAt is an ISO-8601 instant with an offset');
  return ok({ id, name, role, guest, passwordHash, createdAt });
};

export const validateSession = (session: SessionRecord): Result<SessionRecord, StoreError> => {
  if (typeof session !== 'object' || session === null || Array.isArray(session))
    return invalid('a session is an object');
  const extra = unknownField(session, SESSION_FIELDS);
  if (extra !== undefined)
    return invalid(`a session has an unknown field ${JSON.stringify(extra)}`);
  const { tokenHash, userId, createdAt, expiresAt } = session;
  if (!isNonEmptyString(tokenHash)) return invalid('a session tokenHash is a non-empty string');
  if (!isNonEmptyString(userId)) return invalid('a session userId is a non-empty string');
  if (!isIsoInstant(createdAt))
    return invalid('a session createdAt is an ISO-8601 instant with an offset');
  if (!isIsoInstant(expiresAt))
    return invalid('a session expiresAt is an ISO-8601 instant with an offset');
  if (Date.parse(expiresAt) <= Date.parse(createdAt))
    return invalid('a session expiresAt is after its createdAt');
  return ok({ tokenHash, userId, createdAt, expiresAt });
};

export const accountStoreOn = (db: Db): AccountStore => {
  const selectUser = db.selectFrom('users').selectAll();
  return {
    countRole: async (role) => {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
        .where('role', '=', role)
        .executeTakeFirst();
      // PostgreSQL answers count(*) as a bigint, which pg hands over as a string.
      return Number(row?.count ?? 0);
    },
    firstAccountId: async () => {
      // Instants compared as instants: created_at may carry any offset.
      const rows = await db
        .selectFrom('users')
        .select(['id', 'created_at'])
        .where('guest', '=', 0)
        .where('password_hash', 'is not', null)
        .execute();
      let first: { id: string; at: number } | undefined;
      for (const row of rows) {
        const at = Date.parse(row.created_at);
        if (first === undefined || at < first.at || (at === first.at && row.id < first.id))
          first = { id: row.id, at };
      }
      return first?.id;
    },
    createUser: async (user) => {
      const checked = validateUser(user);
      if (!checked.ok) return checked;
      const { id, name, role, guest, passwordHash, createdAt } = checked.value;
      const inserted = await db
        .insertInto('users')
        .values({
          id,
          name,
          name_key: nameKey(name),
          role,
          guest: guest ? 1 : 0,
          password_hash: passwordHash,
          created_at: createdAt,
        })
        // Either unique column: the id or the name's key. A concurrent creation waits for the
        // first to commit, then does nothing.
        .onConflict((conflicting) => conflicting.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted !== undefined) return ok(undefined);
      const sameId = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return err(
        sameId !== undefined
          ? storeError('user-exists', `a user has id ${JSON.stringify(id)} already`)
          : storeError('name-taken', `a user is called ${JSON.stringify(name)} already`),
      );
    },

    userById: async (id) => {
      if (!isNonEmptyString(id)) return undefined;
      const row = await selectUser.where('id', '=', id).executeTakeFirst();
      return row === undefined ? undefined : toUser(row);
    },

    userByName: async (name) => {
      if (!isNonEmptyString(name)) return undefined;
      const row = await selectUser.where('name_key', '=', nameKey(name)).executeTakeFirst();
      return row === undefined ? undefined : toUser(row);
    },

    setRole: async (id, role) => {
      if (!isNonEmptyString(id)) return invalid('a user id is a non-empty string');
      if (!isRole(role)) return invalid(BAD_ROLE);
      return inTransaction(db, async (trx) => {
        // Locks the admins' rows (PostgreSQL; SQLite takes its write lock): a concurrent change
        // of an admin waits here, then counts what this one left.
        const admins = await trx
          .updateTable('users')
          .set((eb) => ({ role: eb.ref('role') }))
          .where('role', '=', 'admin')
          .returning('id')
          .execute();
        const demotesAnAdmin = role !== 'admin' && admins.some((admin) => admin.id === id);
        if (demotesAnAdmin && admins.length <= 1)
          return err(storeError('last-admin', 'the last admin stays an admin'));
        const updated = await trx
          .updateTable('users')
          .set({ role })
          .where('id', '=', id)
          .executeTakeFirst();
        return Number(updated.numUpdatedRows) === 0 ? err(unknownUser(id)) : ok(undefined);
      });
    },

    createSession: async (session) => {
      const checked = validateSession(session);
      if (!checked.ok) return checked;
      const { tokenHash, userId, createdAt, expiresAt } = checked.value;
      // Only guests are ever deleted, hours after their creation and without a live session:
      // a user found here is still there at the insert.
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .executeTakeFirst();
      if (user === undefined) return err(unknownUser(userId));
      const inserted = await db
        .insertInto('sessions')
        .values({
          token_hash: tokenHash,
          user_id: userId,
          created_at: createdAt,
          expires_at: expiresAt,
          expires_ms: Date.parse(expiresAt),
        })
        .onConflict((conflicting) => conflicting.column('token_hash').doNothing())
        .returning('token_hash')
        .executeTakeFirst();
      return inserted === undefined
        ? err(storeError('session-exists', 'a session has this token hash already'))
        : ok(undefined);
    },

    sessionUser: async (tokenHash, now) => {
      if (!isNonEmptyString(tokenHash) || !isIsoInstant(now)) return undefined;
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.expires_ms', '>', Date.parse(now))
        .executeTakeFirst();
      return row === undefined ? undefined : toUser(row);
    },

    session: async (tokenHash, now) => {
      if (!isNonEmptyString(tokenHash) || !isIsoInstant(now)) return undefined;
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .select([
          'sessions.token_hash as session_token_hash',
          'sessions.created_at as session_created_at',
          'sessions.expires_at as session_expires_at',
        ])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.expires_ms', '>', Date.parse(now))
        .executeTakeFirst();
      if (row === undefined) return undefined;
      return {
        user: toUser(row),
        session: {
          tokenHash: row.session_token_hash,
          userId: row.id,
          createdAt: row.session_created_at,
          expiresAt: row.session_expires_at,
        },
      };
    },

    renewSession: async (tokenHash, expiresAt) => {
      if (!isNonEmptyString(tokenHash) || !isIsoInstant(expiresAt)) return;
      await db
        .updateTable('sessions')
        .set({ expires_at: expiresAt, expires_ms: Date.parse(expiresAt) })
        .where('token_hash', '=', tokenHash)
        .execute();
    },

    deleteSession: async (tokenHash) => {
      if (!isNonEmptyString(tokenHash)) return;
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    purgeSessions: async (now) => {
      if (!isIsoInstant(now)) return 0;
      const deleted = await db
        .deleteFrom('sessions')
        .where('expires_ms', '<=', Date.parse(now))
        .executeTakeFirst();
      return Number(deleted.numDeletedRows);
    },

    evictGuests: async (now, createdBefore) => {
      if (!isIsoInstant(now) || !isIsoInstant(createdBefore)) return 0;
      const nowMs = Date.parse(now);
      const beforeMs = Date.parse(createdBefore);
      // Found by the indexes (sessions by expiry, players by user), not by a scan per guest.
      const live = await db
        .selectFrom('sessions')
        .select('user_id')
        .where('expires_ms', '>', nowMs)
        .execute();
      const seated = await db
        .selectFrom('game_players')
        .innerJoin('users', 'users.id', 'game_players.user_id')
        .select('users.id')
        .where('users.guest', '=', 1)
        .execute();
      const kept = new Set([...live.map((row) => row.user_id), ...seated.map((row) => row.id)]);
      const guests = await db
        .selectFrom('users')
        .select(['id', 'created_at'])
        .where('guest', '=', 1)
        .execute();
      const unused = guests
        .filter((guest) => !kept.has(guest.id) && Date.parse(guest.created_at) < beforeMs)
        .map((guest) => guest.id);
      let evicted = 0;
      for (const ids of chunks(unused)) {
        const removed = await db.transaction().execute(async (trx) => {
          // Checked again inside the transaction: a guest seated or logged in meanwhile stays.
          const stillUnused = await trx
            .selectFrom('users')
            .select('id')
            .where('id', 'in', ids)
            .where('guest', '=', 1)
            .where(({ not, exists, selectFrom }) =>
              not(
                exists(
                  selectFrom('game_players')
                    .select('game_players.user_id')
                    .whereRef('game_players.user_id', '=', 'users.id'),
                ),
              ),
            )
            .where(({ not, exists, selectFrom }) =>
              not(
                exists(
                  selectFrom('sessions')
                    .select('sessions.user_id')
                    .whereRef('sessions.user_id', '=', 'users.id')
                    .where('sessions.expires_ms', '>', nowMs),
                ),
              ),
            )
            .execute();
          const gone = stillUnused.map((row) => row.id);
          if (gone.length === 0) return 0;
          await trx.deleteFrom('sessions').where('user_id', 'in', gone).execute();
          const deleted = await trx.deleteFrom('users').where('id', 'in', gone).executeTakeFirst();
          return Number(deleted.numDeletedRows);
        });
        evicted += removed;
      }
      return evicted;
    },
  };
};

const toUser = (row: Selectable<UsersTable>): UserRecord => ({
  id: row.id,
  name: row.name,
  role: row.role as Role,
  guest: row.guest !== 0,
  passwordHash: row.password_hash,
  createdAt: row.created_at,
});
