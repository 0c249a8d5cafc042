import { randomBytes } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type AccountStore,
  type SessionRecord,
  type UserRecord,
  nameKey,
  validateSession,
  validateUser,
} from './accounts.js';
import { type Store, openStore } from './store.js';
import {
  AT,
  DIALECTS,
  type TestDatabase,
  gameTable,
  prepareStore,
  testProjection,
  withFreshStore,
} from './test-support.js';

/** A user no other test uses, unless `name` is given. */
const newUser = (fields: Partial<UserRecord> = {}): UserRecord => {
  const tag = randomBytes(6).toString('hex');
  return {
    id: `u-${tag}`,
    name: `Player ${tag}`,
    role: 'player',
    guest: false,
    passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA',
    createdAt: AT,
    ...fields,
  };
};

const HOUR = 3_600_000;
const later = (ms: number): string => new Date(Date.parse(AT) + ms).toISOString();

const newSession = (userId: string, fields: Partial<SessionRecord> = {}): SessionRecord => ({
  tokenHash: randomBytes(32).toString('base64url'),
  userId,
  createdAt: AT,
  expiresAt: later(24 * HOUR),
  ...fields,
});

describe('nameKey', () => {
  it('ignores case and Unicode normalisation', () => {
    expect(nameKey('Anna')).toBe(nameKey('aNNA'));
    // è precomposed, and e followed by a combining grave accent.
    expect(nameKey('Nicolò')).toBe(nameKey('NICOLO\u0300'));
    expect(nameKey('Anna')).not.toBe(nameKey('Anna '));
  });
});

describe('validateUser and validateSession', () => {
  const user = newUser();
  const session = newSession(user.id);

  it('accept a user and a session, keeping exactly their fields', () => {
    expect(validateUser(user)).toEqual({ ok: true, value: user });
    const guest = { ...user, guest: true, passwordHash: null };
    expect(validateUser(guest)).toEqual({ ok: true, value: guest });
    expect(validateSession(session)).toEqual({ ok: true, value: session });
  });

  it.each([
    ['an empty id', { id: '' }, 'a user id is a non-empty string'],
    ['a blank name', { name: '  ' }, 'a user name is a non-empty string'],
    ['an unknown role', { role: 'root' }, 'a role is one of player, director, admin'],
    ['a guest flag that is no boolean', { guest: 1 }, 'guest flag is true or false'],
    ['an empty password hash', { passwordHash: '' }, 'passwordHash is a non-empty string or null'],
    ['no password hash', { passwordHash: undefined }, 'passwordHash is a non-empty string or null'],
    ['a local creation time', { createdAt: '2025-03-01 15:00' }, 'createdAt is an ISO-8601'],
    ['a clear-text password', { password: 'secret' }, 'unknown field "password"'],
  ])('refuse a user with %s', (_, fields, message) => {
    expect(validateUser({ ...user, ...fields } as never)).toEqual({
      ok: false,
      error: { code: 'invalid-argument', message: expect.stringContaining(message) },
    });
  });

  it.each([
    ['an empty token hash', { tokenHash: '' }, 'tokenHash is a non-empty string'],
    ['no user', { userId: undefined }, 'userId is a non-empty string'],
    ['no creation time', { createdAt: 'now' }, 'createdAt is an ISO-8601'],
    ['an expiry that is a number', { expiresAt: 1_740_841_200_000 }, 'expiresAt is an ISO-8601'],
    ['an expiry at its creation', { expiresAt: AT }, 'expiresAt is after its createdAt'],
    ['a token in clear', { token: 'abc' }, 'unknown field "token"'],
  ])('refuse a session with %s', (_, fields, message) => {
    expect(validateSession({ ...session, ...fields } as never)).toEqual({
      ok: false,
      error: { code: 'invalid-argument', message: expect.stringContaining(message) },
    });
  });

  it('refuse what is no object', () => {
    expect(validateUser(null as never).ok).toBe(false);
    expect(validateSession('token' as never).ok).toBe(false);
  });
});

describe.each(DIALECTS)('the accounts on $kind', ({ createDatabase }) => {
  const fixture = prepareStore(createDatabase);
  let database: TestDatabase;
  let accounts: AccountStore;
  beforeEach(() => {
    let store: Store;
    ({ database, store } = fixture());
    accounts = store.accounts;
  });

  /** A registered user. */
  const registered = async (fields: Partial<UserRecord> = {}): Promise<UserRecord> => {
    const user = newUser(fields);
    const created = await accounts.createUser(user);
    if (!created.ok) throw new Error(created.error.message);
    return user;
  };

  describe('users', () => {
    it('registers a user and finds them by id and by name, in any case', async () => {
      const tag = randomBytes(4).toString('hex');
      const user = newUser({ name: `Anna ${tag}`, role: 'director' });
      expect(await accounts.createUser(user)).toEqual({ ok: true, value: undefined });
      expect(await accounts.userById(user.id)).toEqual(user);
      expect(await accounts.userByName(`Anna ${tag}`)).toEqual(user);
      expect(await accounts.userByName(`aNNA ${tag.toUpperCase()}`)).toEqual(user);
      expect(await accounts.userByName(`Anna ${tag} `)).toBeUndefined();
      expect(await accounts.userById('u-nobody')).toBeUndefined();
      expect(await accounts.userByName('Nobody at all')).toBeUndefined();
      expect(await accounts.userById('')).toBeUndefined();
      expect(await accounts.userByName('')).toBeUndefined();
    });

    it('counts the users of a role, and a role change moves the count', async () => {
      const before = await accounts.countRole('director');
      const user = await registered({ role: 'director' });
      expect(await accounts.countRole('director')).toBe(before + 1);
      expect(await accounts.setRole(user.id, 'player')).toEqual({ ok: true, value: undefined });
      expect(await accounts.countRole('director')).toBe(before);
    });

    it('keeps a guest without a password', async () => {
      const guest = await registered({ guest: true, passwordHash: null });
      expect(await accounts.userById(guest.id)).toEqual(guest);
    });

    it("refuses a name another user has, whatever the case ('Anna' and 'anna')", async () => {
      const tag = randomBytes(4).toString('hex');
      const anna = await registered({ name: `Anna${tag}` });
      const other = newUser({ name: `anna${tag}` });
      expect(await accounts.createUser(other)).toEqual({
        ok: false,
        error: { code: 'name-taken', message: `a user is called "anna${tag}" already` },
      });
      expect(
        await accounts.createUser(newUser({ name: `ANNA${tag.toUpperCase()}` })),
      ).toMatchObject({
        ok: false,
        error: { code: 'name-taken' },
      });
      expect(await accounts.userById(other.id)).toBeUndefined();
      expect(await accounts.userByName(`anna${tag}`)).toEqual(anna);
    });

    it('refuses a name that differs only in Unicode normalisation or case of an accent', async () => {
      const tag = randomBytes(4).toString('hex');
      const nicolo = await registered({ name: `Nicolò ${tag}` });
      const decomposed = `NICOLO\u0300 ${tag.toUpperCase()}`;
      expect(await accounts.createUser(newUser({ name: decomposed }))).toMatchObject({
        ok: false,
        error: { code: 'name-taken' },
      });
      expect(await accounts.userByName(decomposed)).toEqual(nicolo);
    });

    it('refuses an id that exists, and keeps the first user', async () => {
      const first = await registered();
      expect(await accounts.createUser(newUser({ id: first.id }))).toEqual({
        ok: false,
        error: { code: 'user-exists', message: `a user has id "${first.id}" already` },
      });
      expect(await accounts.userById(first.id)).toEqual(first);
    });

    it('lets exactly one of several sign-ups racing for one name win', async () => {
      const tag = randomBytes(4).toString('hex');
      const results = await Promise.all(
        [`Bruno${tag}`, `bruno${tag}`, `BRUNO${tag.toUpperCase()}`].map((name) =>
          accounts.createUser(newUser({ name })),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok && r.error.code === 'name-taken')).toHaveLength(2);
    });

    it('refuses a bad user as a value, and registers nobody', async () => {
      const user = newUser({ role: 'superuser' as never });
      expect(await accounts.createUser(user)).toMatchObject({
        ok: false,
        error: { code: 'invalid-argument' },
      });
      expect(await accounts.createUser(null as never)).toMatchObject({
        ok: false,
        error: { code: 'invalid-argument' },
      });
      expect(await accounts.userById(user.id)).toBeUndefined();
    });

    it('changes a role', async () => {
      const user = await registered();
      expect(await accounts.setRole(user.id, 'admin')).toEqual({ ok: true, value: undefined });
      expect(await accounts.userById(user.id)).toEqual({ ...user, role: 'admin' });
      expect(await accounts.setRole(user.id, 'god' as never)).toMatchObject({
        ok: false,
        error: { code: 'invalid-argument' },
      });
      expect(await accounts.setRole('', 'admin')).toMatchObject({
        ok: false,
        error: { code: 'invalid-argument' },
      });
      expect(await accounts.setRole('u-nobody', 'admin')).toEqual({
        ok: false,
        error: { code: 'unknown-user', message: 'no user has id "u-nobody"' },
      });
      expect(await accounts.userById(user.id)).toEqual({ ...user, role: 'admin' });
    });
  });

  describe('admins', () => {
    it('refuses to demote the last admin, who could otherwise leave the server without one', () =>
      withFreshStore(createDatabase, async ({ accounts }) => {
        const only = newUser({ role: 'admin' });
        await accounts.createUser(only);
        expect(await accounts.setRole(only.id, 'player')).toEqual({
          ok: false,
          error: { code: 'last-admin', message: 'the last admin stays an admin' },
        });
        expect((await accounts.userById(only.id))?.role).toBe('admin');
        const second = newUser({ role: 'director' });
        await accounts.createUser(second);
        expect(await accounts.setRole(second.id, 'admin')).toEqual({ ok: true, value: undefined });
        expect(await accounts.setRole(only.id, 'director')).toEqual({ ok: true, value: undefined });
        expect(await accounts.countRole('admin')).toBe(1);
      }));

    it('lets only one of two admins demoting each other at once win', () =>
      withFreshStore(createDatabase, async ({ accounts }) => {
        const [a, b] = [newUser({ role: 'admin' }), newUser({ role: 'admin' })];
        await accounts.createUser(a);
        await accounts.createUser(b);
        const results = await Promise.all([
          accounts.setRole(a.id, 'player'),
          accounts.setRole(b.id, 'player'),
        ]);
        expect(results.filter((result) => result.ok)).toHaveLength(1);
        expect(results.filter((r) => !r.ok && r.error.code === 'last-admin')).toHaveLength(1);
        expect(await accounts.countRole('admin')).toBe(1);
      }));

    it('names the first account with a password, whatever guests came before', () =>
      withFreshStore(createDatabase, async ({ accounts }) => {
        expect(await accounts.firstAccountId()).toBeUndefined();
        await accounts.createUser(newUser({ guest: true, passwordHash: null, createdAt: AT }));
        expect(await accounts.firstAccountId()).toBeUndefined();
        // 15:30+01:00 is 14:30Z, before AT (15:00Z) though it sorts after it as text.
        const early = newUser({ createdAt: '2025-03-01T15:30:00+01:00' });
        await accounts.createUser(newUser({ createdAt: later(HOUR) }));
        await accounts.createUser(early);
        expect(await accounts.firstAccountId()).toBe(early.id);
      }));
  });

  describe('sessions', () => {
    it("answers the session's user until it expires", async () => {
      const user = await registered();
      const session = newSession(user.id, { expiresAt: later(2 * HOUR) });
      expect(await accounts.createSession(session)).toEqual({ ok: true, value: undefined });
      expect(await accounts.sessionUser(session.tokenHash, AT)).toEqual(user);
      expect(await accounts.sessionUser(session.tokenHash, later(2 * HOUR - 1))).toEqual(user);
      expect(await accounts.sessionUser(session.tokenHash, later(2 * HOUR))).toBeUndefined();
      expect(await accounts.sessionUser(session.tokenHash, later(3 * HOUR))).toBeUndefined();
    });

    it('compares instants, not texts, whatever their offsets', async () => {
      const user = await registered();
      // 18:00+02:00 is 16:00Z.
      const session = newSession(user.id, { expiresAt: '2025-03-01T18:00:00+02:00' });
      await accounts.createSession(session);
      expect(await accounts.sessionUser(session.tokenHash, '2025-03-01T15:59:59Z')).toEqual(user);
      expect(await accounts.sessionUser(session.tokenHash, '2025-03-01T16:00:01Z')).toBeUndefined();
      expect(
        await accounts.sessionUser(session.tokenHash, '2025-03-01T17:30:00+01:00'),
      ).toBeUndefined();
    });

    it('answers no user for an unknown token or a bad time', async () => {
      const user = await registered();
      const session = newSession(user.id);
      await accounts.createSession(session);
      expect(await accounts.sessionUser('unknown', AT)).toBeUndefined();
      expect(await accounts.sessionUser('', AT)).toBeUndefined();
      expect(await accounts.sessionUser(session.tokenHash, '2025-03-01 15:00')).toBeUndefined();
      expect(await accounts.sessionUser(session.tokenHash, 'now')).toBeUndefined();
    });

    it('follows role changes', async () => {
      const user = await registered();
      const session = newSession(user.id);
      await accounts.createSession(session);
      await accounts.setRole(user.id, 'director');
      expect(await accounts.sessionUser(session.tokenHash, AT)).toMatchObject({ role: 'director' });
    });

    it('ends a session', async () => {
      const user = await registered();
      const [kept, ended] = [newSession(user.id), newSession(user.id)];
      await accounts.createSession(kept);
      await accounts.createSession(ended);
      await accounts.deleteSession(ended.tokenHash);
      await accounts.deleteSession(ended.tokenHash);
      await accounts.deleteSession('');
      expect(await accounts.sessionUser(ended.tokenHash, AT)).toBeUndefined();
      expect(await accounts.sessionUser(kept.tokenHash, AT)).toEqual(user);
    });

    it('refuses a session of nobody, a token hash in use, and bad sessions, as values', async () => {
      const user = await registered();
      expect(await accounts.createSession(newSession('u-nobody'))).toEqual({
        ok: false,
        error: { code: 'unknown-user', message: 'no user has id "u-nobody"' },
      });
      const session = newSession(user.id);
      await accounts.createSession(session);
      const other = await registered();
      expect(await accounts.createSession({ ...session, userId: other.id })).toMatchObject({
        ok: false,
        error: { code: 'session-exists' },
      });
      expect(await accounts.sessionUser(session.tokenHash, AT)).toEqual(user);
      const backwards = newSession(user.id, { expiresAt: later(-HOUR) });
      expect(await accounts.createSession(backwards)).toMatchObject({
        ok: false,
        error: { code: 'invalid-argument' },
      });
      expect(await accounts.sessionUser(backwards.tokenHash, later(-2 * HOUR))).toBeUndefined();
    });

    it('purges the expired sessions and answers how many', () =>
      withFreshStore(createDatabase, async ({ accounts }) => {
        const user = newUser();
        await accounts.createUser(user);
        const sessions = [1, 2, 3, 4, 5].map((hours) =>
          newSession(user.id, { expiresAt: later(hours * HOUR) }),
        );
        for (const session of sessions) await accounts.createSession(session);
        const alive = async (now: string) => {
          const found = await Promise.all(
            sessions.map((s) => accounts.sessionUser(s.tokenHash, now)),
          );
          return found.map((found) => found !== undefined);
        };
        expect(await accounts.purgeSessions(AT)).toBe(0);
        // Expiry at `now` counts as expired, as in sessionUser.
        expect(await accounts.purgeSessions(later(2 * HOUR))).toBe(2);
        expect(await alive(AT)).toEqual([false, false, true, true, true]);
        expect(await accounts.purgeSessions(later(2 * HOUR))).toBe(0);
        expect(await accounts.purgeSessions('not a time')).toBe(0);
        expect(await alive(AT)).toEqual([false, false, true, true, true]);
        expect(await accounts.purgeSessions(later(10 * HOUR))).toBe(3);
        expect(await alive(AT)).toEqual([false, false, false, false, false]);
        // The users stay.
        expect(await accounts.userById(user.id)).toEqual(user);
      }));

    it('answers a session with its user, and renews it', async () => {
      const user = await registered();
      const session = newSession(user.id, { expiresAt: later(2 * HOUR) });
      await accounts.createSession(session);
      expect(await accounts.session(session.tokenHash, AT)).toEqual({ user, session });
      await accounts.renewSession(session.tokenHash, later(5 * HOUR));
      expect(await accounts.session(session.tokenHash, later(4 * HOUR))).toEqual({
        user,
        session: { ...session, expiresAt: later(5 * HOUR) },
      });
      expect(await accounts.session(session.tokenHash, later(5 * HOUR))).toBeUndefined();
      expect(await accounts.session('unknown', AT)).toBeUndefined();
      await accounts.renewSession(session.tokenHash, 'tomorrow');
      expect(await accounts.sessionUser(session.tokenHash, later(4 * HOUR))).toEqual(user);
    });

    it('keeps users and sessions across a close and a reopen', async () => {
      const user = await registered();
      const session = newSession(user.id);
      await accounts.createSession(session);
      const reopened = await openStore(database.location, testProjection);
      try {
        expect(await reopened.accounts.sessionUser(session.tokenHash, AT)).toEqual(user);
        expect(await reopened.accounts.userByName(user.name.toUpperCase())).toEqual(user);
      } finally {
        await reopened.close();
      }
    });
  });
  describe('guests', () => {
    it('evicts unused guests (no live session, no place at any table), and keeps the rest', () =>
      withFreshStore(createDatabase, async ({ accounts, games }) => {
        const guest = (fields: Partial<UserRecord> = {}) =>
          newUser({ guest: true, passwordHash: null, ...fields });
        const idle = guest();
        const expired = guest();
        const alive = guest();
        const young = guest({ createdAt: later(13 * HOUR) });
        const seated = guest();
        const finished = guest();
        const member = newUser();
        for (const user of [idle, expired, alive, young, seated, finished, member])
          await accounts.createUser(user);
        await accounts.createSession(newSession(expired.id, { expiresAt: later(2 * HOUR) }));
        await accounts.createSession(newSession(alive.id, { expiresAt: later(30 * HOUR) }));
        await games.createTable(gameTable('waiting-table'));
        await games.setPlayer('waiting-table', 0, { userId: seated.id, name: seated.name });
        await games.createTable(gameTable('finished-table', { phase: 'over' }));
        await games.setPlayer('finished-table', 0, { userId: finished.id, name: finished.name });

        const now = later(24 * HOUR);
        expect(await accounts.evictGuests(now, later(12 * HOUR))).toBe(2);
        for (const gone of [idle, expired])
          expect(await accounts.userById(gone.id)).toBeUndefined();
        for (const kept of [alive, young, seated, finished, member])
          expect(await accounts.userById(kept.id)).toEqual(kept);
        // A name set free again.
        expect(await accounts.createUser(newUser({ name: idle.name }))).toEqual({
          ok: true,
          value: undefined,
        });
        expect(await accounts.evictGuests(now, later(12 * HOUR))).toBe(0);
        expect(await accounts.evictGuests('now', later(12 * HOUR))).toBe(0);
      }));
  });
});
