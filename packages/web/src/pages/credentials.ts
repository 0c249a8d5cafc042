/**
 * The account rules the server applies (the protocol's schemas), checked as the user types so
 * that the form explains a name or a password before sending it; and where to go after
 * logging in, kept to this site's own pages.
 */
import { credentialsSchema, userNameSchema } from '@tavolo/protocol';

export type NameProblem = 'nameShort' | 'nameLong' | 'nameChars';
export type PasswordProblem = 'passwordShort' | 'passwordLong';

export const nameProblem = (name: string): NameProblem | undefined => {
  const checked = userNameSchema.safeParse(name);
  if (checked.success) return undefined;
  const code = checked.error.issues[0]?.code;
  if (code === 'too_small') return 'nameShort';
  if (code === 'too_big') return 'nameLong';
  return 'nameChars';
};

export const passwordProblem = (password: string): PasswordProblem | undefined => {
  const checked = credentialsSchema.shape.password.safeParse(password);
  if (checked.success) return undefined;
  return checked.error.issues[0]?.code === 'too_big' ? 'passwordLong' : 'passwordShort';
};

/**
 * The page to return to after logging in: a path of this site (`/tables/x?watch=1`), never
 * another site (`//evil.example`, `https://…`), which would make the login page an open
 * redirect; the lobby otherwise.
 */
export const safeNext = (next: string | null): string =>
  next !== null && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')
    ? next
    : '/';

/** The login page's address that brings the user back to `path` afterwards. */
export const loginPath = (path: string): string =>
  path === '/' ? '/login' : `/login?next=${encodeURIComponent(path)}`;
