/**
 * The bridge part of the table director's page: the four hands as they stand (the director sees
 * every card), the claim with its statement and answers, and, when the board awaits him, the
 * ruling form (LAW 70 (2017) on a disputed claim, LAW 79B on the tricks): the tricks to the
 * declarer's side within the engine's bounds, and a note the players read. The ruling goes by
 * the director's path (`director-act`), never a seat's.
 */
import type { BoardView, MatchView, Seat } from '@tavolo/bridge';
import type { Card52 } from '@tavolo/cards';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectorRequest } from '../table/use-director.js';
import { SuitSymbol, rankText } from './bridge-card.js';
import { ContractText } from './board-head.js';
import { rulingChoice } from './director-model.js';
import { bySuit } from './model.js';
import { bridgeRefusal } from './refusal.js';
import './director-panel.css';

const SEATS: readonly Seat[] = [0, 1, 2, 3];

const Hand = ({ cards }: { readonly cards: readonly Card52[] }) => (
  <div className="director-bridge-hand">
    {bySuit(cards).map(([suit, held]) => (
      <div key={suit}>
        <SuitSymbol suit={suit} /> {held.length === 0 ? '—' : held.map(rankText).join(' ')}
      </div>
    ))}
  </div>
);

const RulingForm = ({
  board,
  send,
}: {
  readonly board: BoardView;
  readonly send: (
    request: DirectorRequest,
  ) => Promise<{ code: string; message: string; article?: string } | null>;
}) => {
  const { t } = useTranslation('bridge');
  const id = useId();
  const choice = rulingChoice(board);
  const [tricks, setTricks] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (choice === null) return null;
  const chosen = tricks ?? Math.min(choice.max, Math.max(choice.min, choice.won));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await send({
      type: 'director-act',
      action: { type: 'rule-tricks', declarerTricks: chosen, note: note.trim() },
    });
    setBusy(false);
    setRefusal(answer === null ? null : bridgeRefusal(t, answer));
  };
  return (
    <form
      className="director-bridge-ruling"
      data-testid="bridge-ruling-form"
      onSubmit={(e) => void submit(e)}
    >
      <h3>{t(`directorPanel.called.${choice.reason}`)}</h3>
      <div className="field">
        <label htmlFor={`${id}-tricks`}>{t('directorPanel.tricks')}</label>
        <select
          id={`${id}-tricks`}
          name="declarer-tricks"
          value={chosen}
          onChange={(event) => setTricks(Number(event.target.value))}
        >
          {Array.from({ length: choice.max - choice.min + 1 }, (_, i) => choice.min + i).map(
            (n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ),
          )}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-note`}>{t('directorPanel.note')}</label>
        <input
          id={`${id}-note`}
          name="note"
          required
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <button type="submit" disabled={busy || note.trim() === ''}>
        {t('directorPanel.rule')}
      </button>
      {refusal ? (
        <p className="refusal" role="alert">
          {refusal}
        </p>
      ) : null}
    </form>
  );
};

export const BridgeDirectorPanel = ({
  match,
  hands,
  send,
}: {
  readonly match: MatchView;
  readonly hands: readonly (readonly number[])[];
  readonly send: (
    request: DirectorRequest,
  ) => Promise<{ code: string; message: string; article?: string } | null>;
}) => {
  const { t } = useTranslation('bridge');
  const board = match.board;
  const claim = board.claim;
  return (
    <section data-testid="bridge-director-panel">
      <h2>
        {t('directorPanel.board', { n: board.board.number })}
        {board.contract ? (
          <>
            {' · '}
            <ContractText contract={board.contract} />
          </>
        ) : null}
      </h2>
      <p>
        {t('directorPanel.tricksWon', {
          northSouth: board.tricksWon[0],
          eastWest: board.tricksWon[1],
        })}
      </p>
      {claim ? (
        <p data-testid="bridge-director-claim">
          {t('directorPanel.claim', {
            name: match.players[claim.claimer] ?? t(`seats.${claim.claimer}`),
            tricks: claim.tricks,
            remaining: claim.remaining,
            statement: claim.statement,
          })}
        </p>
      ) : null}
      <RulingForm board={board} send={send} />
      <div className="director-bridge-hands">
        {SEATS.map((seat) => (
          <div key={seat} data-testid={`director-hand-${seat}`}>
            <h3>{`${t(`seats.${seat}`)} · ${match.players[seat] ?? ''}`}</h3>
            <Hand cards={(hands[seat] ?? []) as Card52[]} />
          </div>
        ))}
      </div>
    </section>
  );
};
