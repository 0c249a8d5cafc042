/**
 * Quick play: the game, its rules, how many players and each bot's level, then straight to
 * the table. Without a session the player enters as a guest first, so one press is enough.
 */
import { type BotLevel, type GameName, BOT_LEVELS } from '@tavolo/protocol';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../session.js';
import { Refusal, SelectField } from './fields.js';
import { refusalText } from '../errors.js';
import {
  GAMES,
  type ProfileId,
  defaultProfile,
  preferredSeatCount,
  profilesOf,
  seatCountsAllowed,
} from './profiles.js';
import { DEFAULT_BOT } from './table-form.js';

interface QuickChoice {
  readonly game: GameName;
  readonly profile: ProfileId;
  readonly players: number;
  /** The level of each bot, in the places' order after the player's: `players` - 1 of them. */
  readonly bots: readonly BotLevel[];
}

/** The levels for `players` places: those chosen kept, a new place at the default level. */
const botsFor = (players: number, previous: readonly BotLevel[]): readonly BotLevel[] =>
  Array.from({ length: players - 1 }, (_, i) => previous[i] ?? DEFAULT_BOT);

const withPlayers = (choice: QuickChoice, players: number): QuickChoice => ({
  ...choice,
  players,
  bots: botsFor(players, choice.bots),
});

/** The choice after a new game or profile: the players kept when the profile allows them. */
const reshaped = (choice: QuickChoice, game: GameName, profile: ProfileId): QuickChoice => {
  const allowed = seatCountsAllowed(game, profile);
  const players = allowed.includes(choice.players) ? choice.players : preferredSeatCount(allowed);
  return withPlayers({ ...choice, game, profile }, players);
};

const FIRST_CHOICE: QuickChoice = reshaped(
  { game: 'scala40', profile: defaultProfile('scala40'), players: 4, bots: [] },
  'scala40',
  defaultProfile('scala40'),
);

export const QuickPlayForm = () => {
  const { t } = useTranslation('lobby');
  const { http, user, guest } = useSession();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<QuickChoice>(FIRST_CHOICE);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    const entered = user ? { ok: true as const } : await guest();
    const table = entered.ok
      ? await http.quickPlay({
          game: choice.game,
          profile: choice.profile,
          players: choice.players,
          bots: [...choice.bots],
        })
      : entered;
    setBusy(false);
    if (table.ok) void navigate(`/tables/${table.value.id}`);
    else setRefusal(refusalText(t, table.error, choice.game));
  };

  return (
    <form className="panel stack" name="quick-play" onSubmit={(event) => void submit(event)}>
      <h2>{t('quickPlay.title')}</h2>
      <div className="row">
        <SelectField
          label={t('quickPlay.game')}
          name="game"
          value={choice.game}
          options={GAMES}
          optionLabel={(game) => t(`common:games.${game}`)}
          onChange={(game) => setChoice(reshaped(choice, game, defaultProfile(game)))}
        />
        <SelectField
          label={t('quickPlay.players')}
          name="players"
          value={choice.players}
          options={seatCountsAllowed(choice.game, choice.profile)}
          optionLabel={String}
          onChange={(players) => setChoice(withPlayers(choice, players))}
        />
      </div>
      <SelectField
        label={t('profiles.label')}
        name="profile"
        value={choice.profile}
        options={profilesOf(choice.game)}
        optionLabel={(profile) => t(`profiles.${profile}`)}
        onChange={(profile) => setChoice(reshaped(choice, choice.game, profile))}
      />
      <fieldset>
        <legend>{t('quickPlay.bot')}</legend>
        <div className="seat-grid">
          {choice.bots.map((bot, index) => (
            <SelectField
              key={index}
              label={t('quickPlay.botPlace', { n: index + 1 })}
              name={`bot-${index}`}
              value={bot}
              options={BOT_LEVELS}
              optionLabel={(level) => t(`bots.${level}`)}
              onChange={(level) =>
                setChoice({ ...choice, bots: choice.bots.map((b, i) => (i === index ? level : b)) })
              }
            />
          ))}
        </div>
      </fieldset>
      {user === null ? <p className="hint">{t('lobby.asGuestHint')}</p> : null}
      <button type="submit" disabled={busy || user === undefined}>
        {busy ? t('quickPlay.busy') : t('quickPlay.submit')}
      </button>
      <Refusal text={refusal} />
    </form>
  );
};
