/**
 * The arbitro's ruling at an online table (issue 19): the situation found in the catalogue by
 * everyday words, its questions answered one at a time (@tavolo/rulings' `consult`), the seat
 * at fault, and the points when the ruling leaves them to the arbitro; the server checks it all
 * again and records it in the table's log.
 */
import {
  type Answers,
  type Entry,
  catalogue,
  citation,
  consult,
  searchCatalogue,
} from '@tavolo/rulings';
import type { ErrorBody } from '@tavolo/protocol';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../errors.js';
import type { DirectorRequest } from './use-director.js';

interface RulingFormProps {
  readonly game: 'scala40' | 'burraco';
  readonly players: readonly string[];
  readonly send: (request: DirectorRequest) => Promise<ErrorBody | null>;
}

export const RulingForm = ({ game, players, send }: RulingFormProps) => {
  const { t, i18n } = useTranslation('table');
  const lang = i18n.language === 'en' ? 'en' : 'it';
  const [query, setQuery] = useState('');
  const [entry, setEntry] = useState<Entry | null>(null);
  const [answers, setAnswers] = useState<Answers>({});
  const [seat, setSeat] = useState(0);
  const [points, setPoints] = useState('');
  const [substitute, setSubstitute] = useState(false);
  const [note, setNote] = useState('');
  const [answer, setAnswer] = useState<ErrorBody | null | undefined>(undefined);
  const found = useMemo(() => searchCatalogue(catalogue, query, game).slice(0, 8), [query, game]);
  const consulted = entry ? consult(entry, answers) : null;
  const ruling = consulted?.ok && consulted.value.kind === 'ruling' ? consulted.value.ruling : null;
  const question =
    consulted?.ok && consulted.value.kind === 'question' ? consulted.value.question : null;
  const ownPoints = ruling?.record.reduce((mp, r) => (r.kind === 'penalty' ? mp + r.mp : mp), 0);
  const adjusts = ruling?.record.some((r) => r.kind === 'score-adjustment') ?? false;

  const choose = (chosen: Entry) => {
    setEntry(chosen);
    setAnswers({});
    setAnswer(undefined);
  };

  const apply = async () => {
    if (!entry || !ruling) return;
    const mp = Number.parseInt(points, 10);
    setAnswer(
      await send({
        type: 'apply-ruling',
        entry: entry.id,
        answers,
        seat,
        ...(Number.isInteger(mp) && mp > 0 && { mpPenalty: mp }),
        ...(substitute && { substitute: true as const }),
        ...(note.trim() !== '' && { note: note.trim() }),
      }),
    );
  };

  return (
    <section className="director-ruling-form" data-testid="ruling-form">
      <h2>{t('directorPage.ruling')}</h2>
      <label>
        {t('directorPage.search')}
        <input
          type="search"
          value={query}
          onInput={(e) => setQuery((e.target as HTMLInputElement).value)}
        />
      </label>
      <ul className="director-found">
        {found.map(({ entry: e }) => (
          <li key={e.id}>
            <button
              type="button"
              className={entry?.id === e.id ? 'link chosen' : 'link'}
              onClick={() => choose(e)}
            >
              {citation(e)} — {e.title[lang]}
            </button>
          </li>
        ))}
      </ul>
      {entry ? (
        <div className="director-entry">
          <h3>
            {citation(entry)} — {entry.title[lang]}
          </h3>
          <blockquote lang="it">{entry.quote}</blockquote>
          {Object.entries(answers).map(([q, o]) => {
            const asked = entry.questions.find((x) => x.id === q);
            return (
              <p key={q}>
                {asked?.text[lang]}{' '}
                <strong>{asked?.options.find((x) => x.id === o)?.text[lang]}</strong>
              </p>
            );
          })}
          {question ? (
            <fieldset>
              <legend>{question.text[lang]}</legend>
              {question.options.map((o) => (
                <button
                  key={o.id}
                  type="button"
                  onClick={() => setAnswers({ ...answers, [question.id]: o.id })}
                >
                  {o.text[lang]}
                </button>
              ))}
            </fieldset>
          ) : null}
          {Object.keys(answers).length > 0 ? (
            <button type="button" className="link" onClick={() => setAnswers({})}>
              {t('directorPage.again')}
            </button>
          ) : null}
        </div>
      ) : null}
      {entry && ruling ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void apply();
          }}
        >
          <p>
            <strong>{ruling.summary[lang]}</strong>
          </p>
          <label>
            {t('directorPage.seat')}
            <select
              value={seat}
              onChange={(e) => setSeat(Number((e.target as HTMLSelectElement).value))}
            >
              {players.map((name, s) => (
                <option key={s} value={s}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {adjusts
              ? t('directorPage.pointsNeeded')
              : t('directorPage.points', { points: ownPoints ?? 0 })}
            <input
              type="number"
              min={1}
              max={10000}
              value={points}
              required={adjusts}
              onInput={(e) => setPoints((e.target as HTMLInputElement).value)}
            />
          </label>
          <label>
            <input
              type="checkbox"
              checked={substitute}
              onChange={(e) => setSubstitute((e.target as HTMLInputElement).checked)}
            />
            {t('directorPage.substitute')}
          </label>
          <label>
            {t('directorPage.note')}
            <textarea
              value={note}
              rows={2}
              maxLength={500}
              onInput={(e) => setNote((e.target as HTMLTextAreaElement).value)}
            />
          </label>
          <button type="submit" data-testid="apply-ruling">
            {t('directorPage.apply')}
          </button>
          {answer === null ? (
            <p role="status" data-testid="ruling-applied">
              {t('directorPage.applied')}
            </p>
          ) : answer ? (
            <p className="refusal" role="alert">
              {refusalText(t, answer)}
            </p>
          ) : null}
        </form>
      ) : null}
    </section>
  );
};
