/**
 * "Decisioni arbitrali": the arbitro's catalogue in the console, made for a phone held in one
 * hand. A search box finds the situation by everyday words as they are typed (the event's game
 * chosen), the questions come one at a time as big buttons, then the ruling: what to do at the
 * table, the article's sentence, what goes on the record and what Tavolo suggests where the text
 * is silent. "Applica" records it against a table of the round, an entrant seated there and the
 * player (the `ruling` command, with the sanctions and penalties it brings). Loaded on its own,
 * with the catalogue, after the rest of the console.
 */
import { type Answers, type Entry, type Game, type Ruling, citation } from '@tavolo/rulings';
import { type TournamentState, entrantName } from '@tavolo/tournament';
import { type FormEvent, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Lang,
  answeredOf,
  decideRuling,
  findSituations,
  leavesScore,
  playersOf,
  roundTables,
  rulingCommand,
  sanctionsPlayer,
  stepOf,
  textIn,
  withoutLast,
} from './rulings-flow.js';
import type { DirectorCommand } from './use-director-command.js';

const GAMES = ['burraco', 'scala40', ''] as const;

/** What the panel's last command came to: shown beside "Applica", where the thumb is. */
const Answer = ({ command }: { readonly command: DirectorCommand }) => {
  const { t } = useTranslation('events');
  if (command.refusal !== null)
    return (
      <p className="error refusal" role="alert" data-testid="ruling-refusal">
        {command.refusal}
      </p>
    );
  if (command.doubts.length === 0) return null;
  return (
    <div className="error refusal" role="alert" data-testid="ruling-doubts">
      <p>{t('console.toConfirm', { count: command.doubts.length })}</p>
      <ul>
        {command.doubts.map((d, i) => (
          <li key={i}>{d}</li>
        ))}
      </ul>
      <button type="button" disabled={command.busy} onClick={() => void command.confirm()}>
        {t('console.confirm')}
      </button>
    </div>
  );
};

/** Where the ruling is recorded: a table of the round, an entrant seated there, the player. */
const ApplyForm = ({
  state,
  entry,
  answers,
  ruling,
  command,
  onApplied,
}: {
  readonly state: TournamentState;
  readonly entry: Entry;
  readonly answers: Answers;
  readonly ruling: Ruling;
  readonly command: DirectorCommand;
  readonly onApplied: (text: string) => void;
}) => {
  const { t } = useTranslation('events');
  const tables = roundTables(state);
  const [chosen, setTable] = useState(tables[0]?.table ?? 0);
  // A table of the round now shown (another round may have been paired meanwhile).
  const table = tables.some((x) => x.table === chosen) ? chosen : (tables[0]?.table ?? 0);
  const seats = tables.find((x) => x.table === table)?.seats ?? [];
  const [entrant, setEntrant] = useState(seats[0] ?? '');
  const seated = seats.includes(entrant) ? entrant : (seats[0] ?? '');
  const players = playersOf(state, seated);
  const needsPlayer = sanctionsPlayer(ruling);
  const [player, setPlayer] = useState('');
  const named = players.includes(player) ? player : needsPlayer ? (players[0] ?? '') : '';
  const scored = leavesScore(ruling);
  const [mp, setMp] = useState('0');
  const [vp, setVp] = useState('0');
  const [tried, setTried] = useState(false);
  const number = (text: string) => (/^\s*-?\d+\s*$/.test(text) ? Number(text) : NaN);

  if (tables.length === 0) return <p className="hint">{t('rulings.noRound')}</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const sent = rulingCommand(entry, answers, {
      table,
      entrant: seated,
      player: named,
      ...(scored ? { mp: number(mp), vp: number(vp) } : {}),
    });
    const name = `${seated} ${entrantName(playersOf(state, seated))}`;
    await command.send(
      sent,
      () => {
        setTried(false);
        onApplied(t('rulings.applied', { article: citation(entry), table, entrant: name }));
      },
      decideRuling,
    );
  };

  return (
    <form className="ruling-apply" onSubmit={(e) => void submit(e)} data-testid="ruling-apply">
      <h4>{t('rulings.applyTitle')}</h4>
      <label>
        {t('rulings.table')}
        <select
          value={table}
          onChange={(e) => {
            setTable(Number(e.target.value));
            setEntrant('');
          }}
        >
          {tables.map((x) => (
            <option key={x.table} value={x.table}>
              {t('rulings.tableOption', { table: x.table })}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('rulings.entrant')}
        <select value={seated} onChange={(e) => setEntrant(e.target.value)}>
          {seats.map((id) => (
            <option key={id} value={id}>
              {t('entrant', { id, name: entrantName(playersOf(state, id)) })}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('rulings.player')}
        <select value={named} onChange={(e) => setPlayer(e.target.value)}>
          {needsPlayer ? null : <option value="">{t('rulings.noPlayer')}</option>}
          {players.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      {scored ? (
        <div className="ruling-score">
          <label>
            {t('rulings.mp')}
            <input inputMode="numeric" value={mp} onChange={(e) => setMp(e.target.value)} />
          </label>
          <label>
            {t('rulings.vp')}
            <input inputMode="numeric" value={vp} onChange={(e) => setVp(e.target.value)} />
          </label>
        </div>
      ) : null}
      {tried ? <Answer command={command} /> : null}
      <button type="submit" className="big" disabled={command.busy}>
        {t('rulings.apply')}
      </button>
    </form>
  );
};

/** The ruling the answers gave, as the arbitro reads it to the table. */
const RulingView = ({
  entry,
  ruling,
  lang,
}: {
  readonly entry: Entry;
  readonly ruling: Ruling;
  readonly lang: Lang;
}) => {
  const { t } = useTranslation('events');
  const heading = useRef<HTMLHeadingElement>(null);
  // The ruling takes the screen from its top, as the table is to hear it, and the focus.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <div className="ruling-result" data-testid="ruling">
      <h4 ref={heading} tabIndex={-1}>
        {t('rulings.ruling')}
      </h4>
      <p className="ruling-summary">{textIn(ruling.summary, lang)}</p>
      <h5>{t('rulings.steps')}</h5>
      <ol className="ruling-steps">
        {ruling.steps.map((s, i) => (
          <li key={i}>{textIn(s, lang)}</li>
        ))}
      </ol>
      <h5>{t('rulings.quote', { article: citation(entry) })}</h5>
      <blockquote className="ruling-quote" lang="it">
        {ruling.quote}
      </blockquote>
      <h5>{t('rulings.record')}</h5>
      {ruling.record.length === 0 ? (
        <p data-testid="ruling-record">{t('rulings.recordNone')}</p>
      ) : (
        <ul data-testid="ruling-record">
          {ruling.record.map((r, i) => (
            <li key={i}>
              {r.kind === 'penalty'
                ? t('rulings.recordKind.penalty', { mp: r.mp, vp: r.vp })
                : t(`rulings.recordKind.${r.kind}`)}
            </li>
          ))}
        </ul>
      )}
      {ruling.note === undefined ? null : (
        <div className="ruling-note">
          <h5>{t('rulings.note')}</h5>
          <p>{textIn(ruling.note, lang)}</p>
        </div>
      )}
    </div>
  );
};

/** One situation: its questions one at a time, then its ruling and "Applica". */
const Consultation = ({
  state,
  entry,
  command,
  lang,
  onBack,
  onApplied,
}: {
  readonly state: TournamentState;
  readonly entry: Entry;
  readonly command: DirectorCommand;
  readonly lang: Lang;
  readonly onBack: () => void;
  readonly onApplied: (text: string) => void;
}) => {
  const { t } = useTranslation('events');
  const [answers, setAnswers] = useState<Answers>({});
  const step = stepOf(entry, answers);
  const given = answeredOf(entry, answers);
  const asked = useRef<HTMLParagraphElement>(null);
  const block = useRef<HTMLDivElement>(null);
  // The next question takes the focus, and the screen shows it with every answer (where the
  // thumb is), as a page of its own would.
  const questionId = step.kind === 'question' ? step.question.id : null;
  useEffect(() => {
    if (questionId === null) return;
    asked.current?.focus({ preventScroll: true });
    block.current?.scrollIntoView({ block: 'nearest' });
  }, [questionId]);

  return (
    <div className="ruling-flow" data-testid="ruling-flow">
      <button type="button" className="secondary back" onClick={onBack}>
        {t('rulings.back')}
      </button>
      <h3 className="ruling-title">
        <span className="cite">{citation(entry)}</span> {textIn(entry.title, lang)}
      </h3>
      <details className="ruling-article">
        <summary>{t('rulings.articleText')}</summary>
        <blockquote lang="it">{entry.quote}</blockquote>
      </details>
      {entry.gap === undefined ? null : (
        <div className="ruling-note">
          <h5>{t('rulings.gap')}</h5>
          <p>{textIn(entry.gap, lang)}</p>
        </div>
      )}
      {given.length === 0 ? null : (
        <>
          <h5>{t('rulings.answers')}</h5>
          <ol className="ruling-answers" data-testid="ruling-answers">
            {given.map((a) => (
              <li key={a.question.id}>
                <span className="muted">{textIn(a.question.text, lang)}</span>{' '}
                <strong>{textIn(a.option.text, lang)}</strong>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="secondary"
            onClick={() => setAnswers(withoutLast(entry, answers))}
          >
            {t('rulings.undo')}
          </button>
        </>
      )}
      {step.kind === 'question' ? (
        <div className="ruling-question" data-testid="ruling-question" ref={block}>
          <p className="muted">{t('rulings.question', { number: step.number })}</p>
          <p className="question-text" ref={asked} tabIndex={-1}>
            {textIn(step.question.text, lang)}
          </p>
          <div className="ruling-options">
            {step.question.options.map((o) => (
              <button
                key={o.id}
                type="button"
                className="big"
                onClick={() => setAnswers({ ...answers, [step.question.id]: o.id })}
              >
                {textIn(o.text, lang)}
              </button>
            ))}
          </div>
        </div>
      ) : step.kind === 'ruling' ? (
        <div className="ruling-outcome">
          <RulingView entry={entry} ruling={step.ruling} lang={lang} />
          <ApplyForm
            state={state}
            entry={entry}
            answers={answers}
            ruling={step.ruling}
            command={command}
            onApplied={onApplied}
          />
        </div>
      ) : (
        <p className="error">
          {t('rulings.stuck')}{' '}
          <button type="button" className="secondary" onClick={() => setAnswers({})}>
            {t('rulings.restart')}
          </button>
        </p>
      )}
    </div>
  );
};

export const RulingsPanel = ({
  state,
  command,
}: {
  readonly state: TournamentState;
  readonly command: DirectorCommand;
}) => {
  const { t, i18n } = useTranslation('events');
  const lang: Lang = i18n.language === 'en' ? 'en' : 'it';
  const [query, setQuery] = useState('');
  const [game, setGame] = useState<Game | ''>(state.config.game);
  const [entry, setEntry] = useState<Entry | null>(null);
  const [applied, setApplied] = useState<string | null>(null);
  // The list follows the typing without holding it up on a slow phone.
  const words = useDeferredValue(query);
  const found = useMemo(() => findSituations(words, game === '' ? undefined : game), [words, game]);
  const search = useRef<HTMLInputElement>(null);
  const section = useRef<HTMLElement>(null);
  // A ruling recorded: the panel is back to its search, with the confirmation on screen.
  useEffect(() => {
    if (applied !== null) section.current?.scrollIntoView({ block: 'start' });
  }, [applied]);
  const back = () => {
    setEntry(null);
    // Back where the search was, ready for other words.
    requestAnimationFrame(() => search.current?.focus());
  };

  return (
    <section ref={section} className="panel rulings-panel" aria-labelledby="rulings-panel">
      <h2 id="rulings-panel">{t('rulings.title')}</h2>
      {applied === null ? null : (
        <p className="applied" role="status" data-testid="ruling-applied">
          {applied}
        </p>
      )}
      {entry !== null ? (
        <Consultation
          key={entry.id}
          state={state}
          entry={entry}
          command={command}
          lang={lang}
          onBack={back}
          onApplied={(text) => {
            setApplied(text);
            setEntry(null);
            setQuery('');
          }}
        />
      ) : (
        <div className="ruling-search" role="search">
          <div className="search-row">
            <label className="grow">
              {t('rulings.search')}
              <input
                ref={search}
                type="search"
                enterKeyHint="search"
                autoComplete="off"
                placeholder={t('rulings.placeholder')}
                value={query}
                onChange={(e) => {
                  setQuery(e.target.value);
                  setApplied(null);
                }}
              />
            </label>
            <label>
              {t('rulings.game')}
              <select value={game} onChange={(e) => setGame(e.target.value as Game | '')}>
                {GAMES.map((g) => (
                  <option key={g} value={g}>
                    {t(`rulings.games.${g === '' ? 'all' : g}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {words.trim() === '' ? (
            <p className="hint">{t('rulings.hint')}</p>
          ) : found.length === 0 ? (
            <p className="hint" role="status">
              {t('rulings.none')}
            </p>
          ) : (
            <ol
              className="ruling-results"
              aria-label={t('rulings.results')}
              data-testid="ruling-results"
            >
              {found.map((e) => (
                <li key={e.id}>
                  <button type="button" onClick={() => setEntry(e)}>
                    <span className="cite">{citation(e)}</span>
                    <span className="situation">{textIn(e.title, lang)}</span>
                  </button>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
};
