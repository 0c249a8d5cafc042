/** The director registers a pair: its number in the movement (or the first free) and its players. */
import type { bridge } from '@tavolo/tournament';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BridgeCommand } from './use-bridge-command.js';

export const BridgeRegisterPanel = ({
  state,
  command,
}: {
  readonly state: bridge.BridgePairsState;
  readonly command: BridgeCommand;
}) => {
  const { t } = useTranslation('events');
  const free = Array.from({ length: state.movement.pairs }, (_, i) => i + 1).filter(
    (p) => !state.pairs.has(p),
  );
  const [pair, setPair] = useState<number | null>(null);
  const [players, setPlayers] = useState<readonly [string, string]>(['', '']);
  const chosen = pair !== null && free.includes(pair) ? pair : (free[0] ?? null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) return;
    void command.send({ type: 'register', pair: chosen, players: [...players] }, () => {
      setPlayers(['', '']);
      setPair(null);
    });
  };
  return (
    <form
      className="panel"
      aria-labelledby="bridge-register"
      data-testid="bridge-register"
      onSubmit={submit}
    >
      <h2 id="bridge-register">
        {t('bridge.register.title', { count: state.pairs.size, pairs: state.movement.pairs })}
      </h2>
      {chosen === null ? (
        <p>{t('bridge.register.full')}</p>
      ) : (
        <>
          <div className="fields">
            <label>
              {t('bridge.pair')}
              <select name="pair" value={chosen} onChange={(e) => setPair(Number(e.target.value))}>
                {free.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </select>
            </label>
            {([0, 1] as const).map((i) => (
              <label key={i}>
                {t('console.player', { n: i + 1 })}
                <input
                  name={`player${i + 1}`}
                  value={players[i]}
                  maxLength={60}
                  required
                  onChange={(e) =>
                    setPlayers((before) =>
                      i === 0 ? [e.target.value, before[1]] : [before[0], e.target.value],
                    )
                  }
                />
              </label>
            ))}
          </div>
          <p className="muted">{t('bridge.register.hint')}</p>
          <button type="submit" disabled={command.busy}>
            {t('bridge.register.send')}
          </button>
        </>
      )}
    </form>
  );
};
