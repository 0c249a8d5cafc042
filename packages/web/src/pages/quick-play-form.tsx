/**
 * Quick play: the game, its rules, how many players and which bots, then straight to the
 * table. Without a session the player enters as a guest first, so one press is enough.
 */
import type { BotName, GameName } from '@tavolo/protocol';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../session.js';
import { lobbyRefusal } from './labels.js';
import {
  GAMES,
  type ProfileId,
  defaultProfile,
  preferredSeatCount,
  profilesOf,
  seatCountsAllowed,
} from './profiles.js';

const BOTS: readonly BotName[] = ['greedy', 'random'];

interface QuickChoice {
  readonly game: GameName;
  readonly profile: ProfileId;
  readonly players: number;
  readonly bot: BotName;
}

const choiceFor = (game: GameName, profile = defaultProfile(game), players?: number) => {
  const allowed = seatCountsAllowed(game, profile);
  return {
    game,
    profile,
    players:
      players !== undefined && allowed.includes(players) ? players : preferredSeatCount(allowed),
  };
};

export const QuickPlayForm = () => {
  const { t } = useTranslation('lobby');
  const { http, user, guest } = useSession();
  const navigate = useNavigate();
  const id = useId();
  const [choice, setChoice] = useState<QuickChoice>({ ...choiceFor('scala40'), bot: 'greedy' });
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    const entered = user ? { ok: true as const } : await guest();
    const table = entered.ok ? await http.quickPlay(choice) : entered;
    setBusy(false);
    if (table.ok) void navigate(`/tables/${table.value.id}`);
    else setRefusal(lobbyRefusal(t, table.error, choice.game));
  };

  return (
    <form className="panel stack" name="quick-play" onSubmit={(event) => void submit(event)}>
      <h2>{t('quickPlay.title')}</h2>
      <div className="row">
        <div className="field">
          <label htmlFor={`${id}-game`}>{t('quickPlay.game')}</label>
          <select
            id={`${id}-game`}
            name="game"
            value={choice.game}
            onChange={(event) =>
              setChoice({ ...choiceFor(event.target.value as GameName), bot: choice.bot })
            }
          >
            {GAMES.map((game) => (
              <option key={game} value={game}>
                {t(`common:games.${game}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-players`}>{t('quickPlay.players')}</label>
          <select
            id={`${id}-players`}
            name="players"
            value={choice.players}
            onChange={(event) => setChoice({ ...choice, players: Number(event.target.value) })}
          >
            {seatCountsAllowed(choice.game, choice.profile).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-profile`}>{t('profiles.label')}</label>
        <select
          id={`${id}-profile`}
          name="profile"
          value={choice.profile}
          onChange={(event) =>
            setChoice({
              ...choiceFor(choice.game, event.target.value as ProfileId, choice.players),
              bot: choice.bot,
            })
          }
        >
          {profilesOf(choice.game).map((profile) => (
            <option key={profile} value={profile}>
              {t(`profiles.${profile}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-bot`}>{t('quickPlay.bot')}</label>
        <select
          id={`${id}-bot`}
          name="bot"
          value={choice.bot}
          onChange={(event) => setChoice({ ...choice, bot: event.target.value as BotName })}
        >
          {BOTS.map((bot) => (
            <option key={bot} value={bot}>
              {t(`bots.${bot}`)}
            </option>
          ))}
        </select>
      </div>
      {user === null ? <p className="hint">{t('lobby.asGuestHint')}</p> : null}
      <button type="submit" disabled={busy || user === undefined}>
        {busy ? t('quickPlay.busy') : t('quickPlay.submit')}
      </button>
      {refusal === null ? null : (
        <p className="error" role="alert">
          {refusal}
        </p>
      )}
    </form>
  );
};
