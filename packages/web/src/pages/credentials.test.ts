import { describe, expect, it } from 'vitest';
import { loginPath, nameProblem, passwordProblem, safeNext } from './credentials.js';

describe('account rules', () => {
  it('are the server schema for names', () => {
    expect(nameProblem('Lucia')).toBeUndefined();
    expect(nameProblem('Zoë 2')).toBeUndefined();
    expect(nameProblem('L')).toBe('nameShort');
    expect(nameProblem('x'.repeat(33))).toBe('nameLong');
    expect(nameProblem('_lucia')).toBe('nameChars');
    expect(nameProblem('lu<c>ia')).toBe('nameChars');
  });

  it('ask for a password of 8 to 200 characters', () => {
    expect(passwordProblem('segreto1')).toBeUndefined();
    expect(passwordProblem('breve')).toBe('passwordShort');
    expect(passwordProblem('x'.repeat(201))).toBe('passwordLong');
  });
});

describe('the page after logging in', () => {
  it('is a page of this site, else the lobby', () => {
    expect(safeNext('/tables/abc?watch=1')).toBe('/tables/abc?watch=1');
    expect(safeNext(null)).toBe('/');
    expect(safeNext('https://evil.example/')).toBe('/');
    expect(safeNext('//evil.example/')).toBe('/');
    expect(safeNext('/\\evil.example/')).toBe('/');
  });

  it('is carried by the login address', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/me/games')).toBe('/login?next=%2Fme%2Fgames');
  });
});
