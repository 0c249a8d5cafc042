/**
 * Logging in or signing up with a name and a password. The rules of the server's schemas are
 * checked as the user types (shown once a field is left, or on sending); the server's refusal,
 * a wrong password or a name taken, is shown in words.
 */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session.js';
import { nameProblem, passwordProblem } from './credentials.js';
import { Refusal } from './fields.js';
import { refusalText } from '../errors.js';

export type AccountMode = 'login' | 'register';

interface Touched {
  readonly name: boolean;
  readonly password: boolean;
  readonly confirm: boolean;
}
const UNTOUCHED: Touched = { name: false, password: false, confirm: false };
const ALL_TOUCHED: Touched = { name: true, password: true, confirm: true };

export const AccountForm = ({
  mode,
  onEntered,
}: {
  readonly mode: AccountMode;
  readonly onEntered: () => void;
}) => {
  const { t } = useTranslation('lobby');
  const session = useSession();
  const id = useId();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState<Touched>(UNTOUCHED);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const registering = mode === 'register';
  // Logging in checks only that something was typed: old accounts may predate today's rules.
  const problems = {
    name: registering ? nameProblem(name) : name.trim() === '' ? 'nameShort' : undefined,
    password: registering
      ? passwordProblem(password)
      : password === ''
        ? 'passwordShort'
        : undefined,
    confirm: registering && confirm !== password ? 'confirm' : undefined,
  } as const;
  const shown = (field: keyof Touched) => (touched[field] ? problems[field] : undefined);
  const valid = Object.values(problems).every((problem) => problem === undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(ALL_TOUCHED);
    if (!valid) return;
    setBusy(true);
    setRefusal(null);
    const answer = registering
      ? await session.register(name.trim(), password)
      : await session.login(name.trim(), password);
    setBusy(false);
    if (answer.ok) onEntered();
    else setRefusal(refusalText(t, answer.error));
  };

  const field = (
    key: keyof Touched,
    label: string,
    input: {
      readonly value: string;
      readonly set: (value: string) => void;
      readonly type: 'text' | 'password';
      readonly autoComplete: string;
      readonly hint?: string;
    },
  ) => {
    const problem = shown(key);
    const describedBy = `${id}-${key}-hint`;
    return (
      <div className="field">
        <label htmlFor={`${id}-${key}`}>{label}</label>
        <input
          id={`${id}-${key}`}
          name={key}
          type={input.type}
          autoComplete={input.autoComplete}
          value={input.value}
          aria-invalid={problem !== undefined}
          aria-describedby={problem !== undefined || input.hint ? describedBy : undefined}
          onChange={(event) => input.set(event.target.value)}
          onBlur={() => setTouched((before) => ({ ...before, [key]: true }))}
        />
        {problem !== undefined ? (
          <small id={describedBy} className="hint error">
            {t(`login.problems.${problem}`)}
          </small>
        ) : input.hint ? (
          <small id={describedBy} className="hint">
            {input.hint}
          </small>
        ) : null}
      </div>
    );
  };

  return (
    <form className="stack" name={mode} onSubmit={(event) => void submit(event)} noValidate>
      {field('name', t('login.name'), {
        value: name,
        set: setName,
        type: 'text',
        autoComplete: 'username',
        ...(registering ? { hint: t('login.nameHint') } : {}),
      })}
      {field('password', t('login.password'), {
        value: password,
        set: setPassword,
        type: 'password',
        autoComplete: registering ? 'new-password' : 'current-password',
        ...(registering ? { hint: t('login.passwordHint') } : {}),
      })}
      {registering
        ? field('confirm', t('login.confirm'), {
            value: confirm,
            set: setConfirm,
            type: 'password',
            autoComplete: 'new-password',
          })
        : null}
      <button type="submit" disabled={busy}>
        {busy ? t('login.busy') : t(registering ? 'login.submitRegister' : 'login.submitLogin')}
      </button>
      <Refusal text={refusal} />
    </form>
  );
};
