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

  it('refuses a name taken in any case, and bad input', async () =>
    withAccounts(async (accounts) => {
      await accounts.register({ name: 'Anna', password: 'scopa-e-briscola' });
      expect(await accounts.register({ name: 'ANNA', password: 'altra-password' })).toMatchObject({
        ok: false,
        error: { code: 'name-taken' },
      });
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

  it('opens guest accounts under the wanted name if free, else as Ospite-xxxx', () =>
    withAccounts(async (accounts, store) => {
      await accounts.register({ name: 'Anna', password: 'scopa-e-briscola' });
      const mario = await accounts.guest('Mario');
      const anna = await accounts.guest('anna');
      const nameless = await accounts.guest();
      if (!mario.ok || !anna.ok || !nameless.ok) throw new Error('a guest was refused');
      expect(mario.value.user).toMatchObject({ name: 'Mario', role: 'player', guest: true });
      expect(anna.value.user.name).toMatch(/^Ospite-[0-9a-f]{4}$/);
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

  it('makes configured names admins, at registration and at their next login', async () => {
    const dbOptions = { admins: ['Direttore', 'carla'] };
    await withAccounts(async (accounts, store) => {
      const direttore = await accounts.register({ name: 'direttore', password: 'arbitro-capo' });
      expect(direttore).toMatchObject({ ok: true, value: { user: { role: 'admin' } } });
      // Carla registered before the option named her: her next login makes her admin.
      const carla = await openAccounts({ store: store.accounts }).register({
        name: 'Carla',
        password: 'password-di-carla',
      });
      expect(carla).toMatchObject({ ok: true, value: { user: { role: 'player' } } });
      const login = await accounts.login({ name: 'Carla', password: 'password-di-carla' });
      expect(login).toMatchObject({ ok: true, value: { user: { role: 'admin' } } });
      expect((await store.accounts.userByName('carla'))?.role).toBe('admin');
    }, dbOptions);
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
});
