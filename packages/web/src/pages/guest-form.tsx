/** Entering as a guest: an optional name, no password. Used by the login page and the lobby. */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session.js';
import { nameProblem } from './credentials.js';
import { Refusal } from './fields.js';
import { refusalText } from '../errors.js';

export const GuestForm = ({ onEntered }: { readonly onEntered: () => void }) => {
  const { t } = useTranslation('lobby');
  const { guest } = useSession();
  const id = useId();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const trimmed = name.trim();
  const problem = trimmed === '' ? undefined : nameProblem(trimmed);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem !== undefined) return;
    setBusy(true);
    setRefusal(null);
    const answer = await guest(trimmed === '' ? undefined : trimmed);
    setBusy(false);
    if (answer.ok) onEntered();
    else setRefusal(refusalText(t, answer.error));
  };

  return (
    <form className="stack" name="guest" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('guest.name')}</label>
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="nickname"
          maxLength={32}
          value={name}
          aria-invalid={problem !== undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setName(event.target.value)}
        />
        <small id={`${id}-hint`} className={problem === undefined ? 'hint' : 'hint error'}>
          {problem === undefined ? t('guest.hint') : t(`login.problems.${problem}`)}
        </small>
      </div>
      <button type="submit" disabled={busy || problem !== undefined}>
        {busy ? t('login.busy') : t('guest.submit')}
      </button>
      <Refusal text={refusal} />
    </form>
  );
};
