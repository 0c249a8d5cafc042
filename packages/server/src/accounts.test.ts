import { createHash } from 'node:crypto';
import type { Store } from '@tavolo/store';
import { describe, expect, it } from 'vitest';
import { DIALECTS, withFreshStore } from '@tavolo/store/testing';
import { type Accounts, type AccountsOptions, SESSION_COOKIE, openAccounts } from './accounts.js';

const cookie = (token: string) => `theme=dark; ${SESSION_COOKIE}=${token}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(DIALECTS)('accounts on $kind', ({ createDatabase }) => {
  const withAccounts = (
    work: (accounts: Accounts, store: Store) => Promise<void>,
    options: Omit<AccountsOptions, 'store'> = {},
  ) =>
    withFreshStore(createDatabase, (store) =>
      work(openAccounts({ store: store.accounts, ...options }), store),
    );

  it('registers, logs in and recognises the session cookie', () =>
    withAccounts(async (accounts) => {
      const first = await accounts.register({ name: 'Capo', password: 'password-del-capo' });
      // A server without an admin makes its first account one; the next ones are players.
      expect(first).toMatchObject({ ok: true, value: { user: { role: 'admin' } } });
      const registered = await accounts.register({ name: 'Anna', password: 'scopa-e-briscola' });
      if (!registered.ok) throw new Error(registered.error.message);
      expect(registered.value.user).toMatchObject({ name: 'Anna', role: 'player', guest: false });
      expect(await accounts.authenticate(cookie(registered.value.token))).toEqual(
        registered.value.user,
      );
      const login = await accounts.login({ name: 'anna', password: 'scopa-e-briscola' });
      if (!login.ok) throw new Error(login.error.message);
      expect(login.value.user).toEqual(registered.value.user);
      expect(login.value.token).not.toBe(registered.value.token);
      expect(await accounts.authenticate(cookie(login.value.token))).toEqual(login.value.user);
    }));

  it('keeps a salted scrypt hash of the password, never the password', () =>
    withAccounts(async (accounts, store) => {
      await accounts.register({ name: 'Anna', password: 'stessa-password' });
      await accounts.register({ name: 'Bruno', password: 'stessa-password' });
      const anna = await store.accounts.userByName('Anna');
      const bruno = await store.accounts.userByName('Bruno');
      const format = /^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/;
      expect(anna?.passwordHash).toMatch(format);
      expect(bruno?.passwordHash).toMatch(format);
      expect(anna?.passwordHash).not.toContain('stessa-password');
      expect(anna?.passwordHash).not.toBe(bruno?.passwordHash);
    }));

  it('gives one answer for a wrong password and for an unknown name', () =>
    withAccounts(async (accounts) => {
      await accounts.register({ name: 'Anna', password: 'scopa-e-briscola' });
      const wrongPassword = await accounts.login({ name: 'Anna', password: 'tressette' + '!' });
      const unknownName = await accounts.login({ name: 'Nessuno', password: 'tressette!' });
      expect(wrongPassword.ok).toBe(false);
      expect(unknownName).toEqual(wrongPassword);
      expect(wrongPassword).toMatchObject({ error: { code: 'wrong-credentials' } });
    }));

  it('refuses a name taken in any case without saying it is taken (register told which names exist), and bad input', async () =>
    withAccounts(async (accounts) => {
      await accounts.register({ name: 'Anna', password: 'scopa-e-briscola' });
      const taken = await accounts.register({ name: 'ANNA', password: 'altra-password' });
      // The same answer as for a name nobody has but nobody may choose.
      const reserved = await accounts.register({ name: 'Ospite-1a2b', password: 'altra-password' });
      expect(taken).toEqual({
        ok: false,
        error: {
          code: 'name-unavailable',
          article: 'Tavolo',
          message: 'this name cannot be used: choose another',
        },
      });
      expect(reserved).toEqual(taken);
      expect(await accounts.register({ name: 'x', password: 'altra-password' })).toMatchObject({
        ok: false,
        error: { code: 'bad-input' },
      });
      expect(await accounts.register({ name: 'Carla', password: 'corta' })).toMatchObject({
        ok: false,
        error: { code: 'bad-input' },
      });
    }));

  it('stores only the SHA-256 of the session token, and logout ends the session', () =>
    withAccounts(async (accounts, store) => {
      const session = await accounts.register({ name: 'Anna', password: 'scopa-e-briscola' });
      if (!session.ok) throw new Error(session.error.message);
      const { token } = session.value;
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const now = new Date().toISOString();
      expect(await store.accounts.sessionUser(sha256(token), now)).toMatchObject({ name: 'Anna' });
      expect(await store.accounts.sessionUser(token, now)).toBeUndefined();
      await accounts.logout(cookie(token));
      expect(await accounts.authenticate(cookie(token))).toBeUndefined();
      expect(await store.accounts.sessionUser(sha256(token), now)).toBeUndefined();
    }));

  it('ends a session after 30 days', async () => {
    let now = new Date('2025-03-01T15:00:00.000Z');
    await withAccounts(
      async (accounts) => {
        const session = await accounts.register({ name: 'Anna', password: 'scopa-e-briscola' });
        if (!session.ok) throw new Error(session.error.message);
        expect(session.value.expiresAt).toEqual(new Date(now.getTime() + 30 * DAY_MS));
        const start = now.getTime();
        now = new Date(start + 30 * DAY_MS - 1000);
        expect(await accounts.authenticate(cookie(session.value.token))).toBeDefined();
        now = new Date(start + 30 * DAY_MS);
        expect(await accounts.authenticate(cookie(session.value.token))).toBeUndefined();
      },
      { now: () => now },
    );
  });

  it('recognises no session without a cookie or with a forged token', () =>
    withAccounts(async (accounts) => {
      await accounts.register({ name: 'Anna', password: 'scopa-e-briscola' });
      expect(await accounts.authenticate(undefined)).toBeUndefined();
      expect(await accounts.authenticate('theme=dark')).toBeUndefined();
      expect(await accounts.authenticate(cookie(''))).toBeUndefined();
      expect(await accounts.authenticate(cookie('A'.repeat(43)))).toBeUndefined();
    }));

  it('opens guest accounts under the wanted name, or as Ospite-xxxx without one', () =>
    withAccounts(async (accounts, store) => {
      const mario = await accounts.guest('Mario');
      const nameless = await accounts.guest();
      if (!mario.ok || !nameless.ok) throw new Error('a guest was refused');
      expect(mario.value.user).toMatchObject({ name: 'Mario', role: 'player', guest: true });
      expect(nameless.value.user.name).toMatch(/^Ospite-[0-9a-f]{4}$/);
      expect(await accounts.authenticate(cookie(mario.value.token))).toEqual(mario.value.user);
      expect((await store.accounts.userByName('Mario'))?.passwordHash).toBeNull();
      // A guest has no password to log in with.
      expect(await accounts.login({ name: 'Mario', password: 'qualsiasi-cosa' })).toMatchObject({
        ok: false,
        error: { code: 'wrong-credentials' },
      });
      expect(await accounts.guest('?')).toMatchObject({ ok: false, error: { code: 'bad-input' } });
    }));

  it('refuses a guest a taken name rather than silently giving another (which told the name exists)', () =>
    withAccounts(async (accounts) => {
      await accounts.register({ name: 'Anna', password: 'scopa-e-briscola' });
      const anna = await accounts.guest('anna');
      expect(anna).toMatchObject({ ok: false, error: { code: 'name-unavailable' } });
      expect(anna).toEqual(await accounts.register({ name: 'ANNA', password: 'altra-password' }));
      expect(await accounts.guest('Ospite-beef')).toEqual(anna);
    }));

  it('makes only the first account of a new database admin, not a sign-up after the only admin stepped down', () =>
    withAccounts(async (accounts) => {
      // A guest first does not count: it can never be admin.
      await accounts.guest('Primo Ospite');
      const capo = await accounts.register({ name: 'Capo', password: 'password-del-capo' });
      const anna = await accounts.register({ name: 'Anna', password: 'scopa-e-briscola' });
      if (!capo.ok || !anna.ok) throw new Error('an account was refused');
      expect(capo.value.user.role).toBe('admin');
      expect(anna.value.user.role).toBe('player');
      // Another admin, then the first steps down: no admin is missing, and none is made.
      expect(await accounts.setRole(capo.value.user, anna.value.user.id, 'admin')).toMatchObject({
        ok: true,
      });
      expect(await accounts.setRole(capo.value.user, capo.value.user.id, 'player')).toMatchObject({
        ok: true,
      });
      expect(
        await accounts.setRole({ ...anna.value.user, role: 'admin' }, anna.value.user.id, 'player'),
      ).toMatchObject({
        ok: false,
        error: { code: 'last-admin' },
      });
      const next = await accounts.register({ name: 'Bruno', password: 'password-di-bruno' });
      expect(next).toMatchObject({ ok: true, value: { user: { role: 'player' } } });
    }));

  it('makes no sign-up admin on a database whose accounts have no admin', () =>
    withAccounts(async (accounts, store) => {
      // A database whose admin stepped down before the last admin had to stay one.
      await store.accounts.createUser({
        id: 'u-primo',
        name: 'Primo',
        role: 'player',
        guest: false,
        passwordHash: 'scrypt$2$1$1$c2FsdA==$aGFzaA==',
        createdAt: '2025-03-01T15:00:00.000Z',
      });
      expect(await store.accounts.countRole('admin')).toBe(0);
      const next = await accounts.register({ name: 'Bruno', password: 'password-di-bruno' });
      expect(next).toMatchObject({ ok: true, value: { user: { role: 'player' } } });
    }));

  it('makes one admin of sign-ups racing on a new database', () =>
    withAccounts(async (accounts, store) => {
      const names = ['Uno', 'Due', 'Tre', 'Quattro'];
      const results = await Promise.all(
        names.map((name) => accounts.register({ name, password: `password-${name}` })),
      );
      const roles = results.map((result) => (result.ok ? result.value.user.role : 'refused'));
      expect(roles.filter((role) => role === 'admin')).toHaveLength(1);
      expect(await store.accounts.countRole('admin')).toBe(1);
    }));

  it('refuses to let the last admin demote itself', () =>
    withAccounts(async (accounts, store) => {
      const capo = await accounts.register({ name: 'Capo', password: 'password-del-capo' });
      if (!capo.ok) throw new Error(capo.error.message);
      const demoted = await accounts.setRole(capo.value.user, capo.value.user.id, 'director');
      expect(demoted).toMatchObject({ ok: false, error: { code: 'last-admin' } });
      expect((await store.accounts.userById(capo.value.user.id))?.role).toBe('admin');
    }));

  it('promotes an existing account named admin, and does not make admin whoever registers the name later', async () => {
    await withAccounts(async (accounts, store) => {
      await accounts.register({ name: 'Capo', password: 'password-del-capo' });
      await accounts.register({ name: 'Carla', password: 'password-di-carla' });
      const named = openAccounts({ store: store.accounts, admins: ['carla', 'Direttore'] });
      // Direttore does not exist: nothing is promoted, and the start is refused.
      expect(await named.promoteAdmins()).toMatchObject({
        ok: false,
        error: { code: 'unknown-user' },
      });
      const direttore = await named.register({ name: 'Direttore', password: 'arbitro-capo' });
      expect(direttore).toMatchObject({ ok: true, value: { user: { role: 'player' } } });
      const login = await named.login({ name: 'Direttore', password: 'arbitro-capo' });
      expect(login).toMatchObject({ ok: true, value: { user: { role: 'player' } } });
      // Now both exist: both are promoted.
      const promoted = await named.promoteAdmins();
      expect(promoted).toMatchObject({
        ok: true,
        value: [
          { name: 'Carla', role: 'admin' },
          { name: 'Direttore', role: 'admin' },
        ],
      });
      expect((await store.accounts.userByName('carla'))?.role).toBe('admin');
      // A guest is no account to promote.
      await accounts.guest('Ospite Giulio');
      const guestNamed = openAccounts({ store: store.accounts, admins: ['Ospite Giulio'] });
      expect(await guestNamed.promoteAdmins()).toMatchObject({
        ok: false,
        error: { code: 'unknown-user' },
      });
    });
  });

  it('lets an admin, and only an admin, set roles', () =>
    withAccounts(
      async (accounts) => {
        const admin = await accounts.register({ name: 'Capo', password: 'password-del-capo' });
        const player = await accounts.register({ name: 'Anna', password: 'scopa-e-briscola' });
        const guest = await accounts.guest('Ospite');
        if (!admin.ok || !player.ok || !guest.ok) throw new Error('an account was refused');
        const anna = player.value.user;
        expect(await accounts.setRole(anna, anna.id, 'admin')).toMatchObject({
          ok: false,
          error: { code: 'forbidden' },
        });
        const promoted = await accounts.setRole(admin.value.user, anna.id, 'director');
        expect(promoted).toEqual({ ok: true, value: { ...anna, role: 'director' } });
        expect(await accounts.authenticate(cookie(player.value.token))).toMatchObject({
          role: 'director',
        });
        expect(await accounts.setRole(admin.value.user, 'nobody', 'director')).toMatchObject({
          ok: false,
          error: { code: 'unknown-user' },
        });
        expect(
          await accounts.setRole(admin.value.user, guest.value.user.id, 'director'),
        ).toMatchObject({ ok: false, error: { code: 'guest-role' } });
      },
      { admins: ['Capo'] },
    ));
  it('locks wrong logins out per name and address, so a flood from one address does not lock the owner out elsewhere', () =>
    withAccounts(
      async (accounts) => {
        await accounts.register({ name: 'Anna', password: 'scopa-e-briscola' });
        await accounts.register({ name: 'Bruno', password: 'password-di-bruno' });
        const attacker = '203.0.113.7';
        for (let i = 0; i < 3; i++)
          expect(
            await accounts.login({ name: 'Anna', password: `tentativo-${i}` }, attacker),
          ).toMatchObject({ ok: false, error: { code: 'wrong-credentials' } });
        // The attacker's address is locked out of Anna, even with her password.
        const locked = await accounts.login(
          { name: 'anna', password: 'scopa-e-briscola' },
          attacker,
        );
        expect(locked).toMatchObject({ ok: false, error: { code: 'rate-limited' } });
        // An unknown name locks out just the same, so the lockout tells no name exists.
        for (let i = 0; i < 3; i++)
          await accounts.login({ name: 'Nessuno', password: `tentativo-${i}` }, attacker);
        expect(
          await accounts.login({ name: 'Nessuno', password: 'tentativo-x' }, attacker),
        ).toEqual(locked);
        // Anna from her own address, and Bruno behind the attacker's, still log in.
        expect(
          await accounts.login({ name: 'Anna', password: 'scopa-e-briscola' }, '198.51.100.20'),
        ).toMatchObject({ ok: true });
        expect(
          await accounts.login({ name: 'Bruno', password: 'password-di-bruno' }, attacker),
        ).toMatchObject({ ok: true });
      },
      { limits: { loginFailures: 3, accountLoginFailuresPerHour: 100 } },
    ));

  it('bounds wrong logins per name from every address, more loosely', () =>
    withAccounts(
      async (accounts) => {
        await accounts.register({ name: 'Anna', password: 'scopa-e-briscola' });
        for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
          for (let i = 0; i < 2; i++)
            await accounts.login({ name: 'Anna', password: `tentativo-${i}` }, address);
        // Six failures from three addresses reach the per-name bound of five.
        expect(
          await accounts.login({ name: 'Anna', password: 'scopa-e-briscola' }, '198.51.100.20'),
        ).toMatchObject({ ok: false, error: { code: 'rate-limited' } });
      },
      { limits: { loginFailures: 3, accountLoginFailuresPerHour: 5 } },
    ));

  it('limits the accounts one address creates per hour, guests and sign-ups together', async () => {
    let now = new Date('2025-03-01T15:00:00.000Z');
    await withAccounts(
      async (accounts) => {
        const from = '203.0.113.9';
        expect(await accounts.guest(undefined, from)).toMatchObject({ ok: true });
        expect(await accounts.guest('Due', from)).toMatchObject({ ok: true });
        expect(
          await accounts.register({ name: 'Tre', password: 'password-di-tre' }, from),
        ).toMatchObject({ ok: true });
        const refused = await accounts.guest(undefined, from);
        expect(refused).toMatchObject({ ok: false, error: { code: 'rate-limited' } });
        expect(await accounts.register({ name: 'Quattro', password: 'password-4' }, from)).toEqual(
          refused,
        );
        // Another address, and an IPv6 address of another /64, have their own allowance;
        // addresses of one /64 share one.
        expect(await accounts.guest(undefined, '198.51.100.1')).toMatchObject({ ok: true });
        for (let i = 0; i < 3; i++)
          expect(await accounts.guest(undefined, `2001:db8:0:1::${i + 1}`)).toMatchObject({
            ok: true,
          });
        expect(await accounts.guest(undefined, '2001:db8:0:1:ffff::1')).toEqual(refused);
        expect(await accounts.guest(undefined, '2001:db8:0:2::1')).toMatchObject({ ok: true });
        // An hour later, the address may again.
        now = new Date(now.getTime() + 60 * 60 * 1000);
        expect(await accounts.guest(undefined, from)).toMatchObject({ ok: true });
      },
      { limits: { newAccountsPerHour: 3 }, now: () => now },
    );
  });

  it('evicts guests unused for guestIdleHours, keeps guests in use, and renews a guest session as it is used', async () => {
    let now = new Date('2025-03-01T15:00:00.000Z');
    const HOUR_MS = 60 * 60 * 1000;
    const at = (hours: number) =>
      new Date(Date.parse('2025-03-01T15:00:00.000Z') + hours * HOUR_MS);
    await withAccounts(
      async (accounts, store) => {
        const idle = await accounts.guest('Ospite Pigro');
        const busy = await accounts.guest('Ospite Attivo');
        const member = await accounts.register({ name: 'Anna', password: 'scopa-e-briscola' });
        if (!idle.ok || !busy.ok || !member.ok) throw new Error('an account was refused');
        // A guest session lasts guestIdleHours, not 30 days.
        expect(idle.value.expiresAt).toEqual(at(10));
        now = at(5);
        expect(await accounts.authenticate(cookie(busy.value.token))).toBeDefined();
        now = at(9);
        expect(await accounts.evictGuests()).toBe(0);
        now = at(11);
        // The idle guest's session ran out at 10 h; the busy one's runs to 15 h.
        expect(await accounts.authenticate(cookie(idle.value.token))).toBeUndefined();
        expect(await accounts.authenticate(cookie(busy.value.token))).toBeDefined();
        expect(await accounts.evictGuests()).toBe(1);
        expect(await store.accounts.userById(idle.value.user.id)).toBeUndefined();
        expect(await store.accounts.userById(busy.value.user.id)).toBeDefined();
        // Long after, the busy guest (no longer used) goes too; the account stays.
        now = at(100);
        expect(await accounts.evictGuests()).toBe(1);
        expect(await store.accounts.userById(member.value.user.id)).toBeDefined();
        // The evicted guest's name is free again.
        expect(await accounts.guest('Ospite Pigro')).toMatchObject({ ok: true });
      },
      { limits: { guestIdleHours: 10 }, now: () => now },
    );
  });

  it('tells its listeners which session a logout ends', () =>
    withAccounts(async (accounts) => {
      const session = await accounts.register({ name: 'Anna', password: 'scopa-e-briscola' });
      if (!session.ok) throw new Error(session.error.message);
      const ended: string[] = [];
      const stop = accounts.onSessionEnded((key) => ended.push(key));
      expect(accounts.sessionKey(cookie(session.value.token))).toBe(sha256(session.value.token));
      expect(accounts.sessionKey('theme=dark')).toBeUndefined();
      await accounts.logout(cookie(session.value.token));
      expect(ended).toEqual([sha256(session.value.token)]);
      stop();
      await accounts.logout(cookie(session.value.token));
      expect(ended).toHaveLength(1);
    }));
});
