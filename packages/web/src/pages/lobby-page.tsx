/**
 * `/`: the lobby. Open tables by game, rules and status (the filters live in the address, so a
 * filtered list can be shared), quick play against bots, and a new table. Without a session the
 * tables are still listed and the page offers to enter as a guest right here.
 */
import type { GameName } from '@tavolo/protocol';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../session.js';
import { CreateTableForm } from './create-table-form.js';
import { SelectField } from './fields.js';
import { GuestForm } from './guest-form.js';
import { InProgressTables } from './in-progress-tables.js';
import { refusalText } from '../errors.js';
import { PHASE_FILTERS, type PhaseFilter, matchesProfile } from './lobby-tables.js';
import { GAMES, profilesOf } from './profiles.js';
import { QuickPlayForm } from './quick-play-form.js';
import { TableList, useTables } from './table-list.js';
import './pages.css';

const GAME_FILTERS: readonly (GameName | 'all')[] = ['all', ...GAMES];
const gameFilter = (value: string | null): GameName | 'all' =>
  GAMES.find((game) => game === value) ?? 'all';
const phaseFilter = (value: string | null): PhaseFilter =>
  PHASE_FILTERS.find((phase) => phase === value) ?? 'waiting';

export const LobbyPage = () => {
  const { t, i18n } = useTranslation('lobby');
  const { user } = useSession();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const game = gameFilter(params.get('game'));
  const phase = phaseFilter(params.get('phase'));
  const profiles = game === 'all' ? GAMES.flatMap(profilesOf) : profilesOf(game);
  const profileParam = params.get('profile');
  const profile = profiles.find((each) => each === profileParam) ?? 'all';
  const { tables, error, updatedAt, refresh } = useTables(game, phase);
  const shown = tables?.filter((table) => matchesProfile(table, profile));

  const setFilter = (key: 'game' | 'profile' | 'phase', value: string, isDefault: boolean) =>
    setParams(
      (before) => {
        const after = new URLSearchParams(before);
        if (isDefault) after.delete(key);
        else after.set(key, value);
        if (key === 'game') after.delete('profile');
        return after;
      },
      { replace: true },
    );

  return (
    <section className="page lobby">
      <header className="lobby-head">
        <h1>{t('lobby.title')}</h1>
        <p className="intro">{t('lobby.intro')}</p>
      </header>
      <div className="lobby-grid">
        <div className="lobby-side">
          {user === null ? (
            <section className="panel stack" aria-labelledby={`${id}-guest`}>
              <h2 id={`${id}-guest`}>{t('lobby.guestTitle')}</h2>
              <p>
                <Trans t={t} i18nKey="lobby.guestHint" components={{ 1: <Link to="/login" /> }} />
              </p>
              <GuestForm onEntered={refresh} />
            </section>
          ) : null}
          <QuickPlayForm />
          {user ? (
            <details className="panel create-panel">
              <summary>{t('create.title')}</summary>
              <CreateTableForm />
            </details>
          ) : null}
        </div>
        <div className="lobby-main">
          {/* Other filters list the matches being played among the tables already. */}
          {phase === 'waiting' ? <InProgressTables /> : null}
          <section className="lobby-tables" aria-labelledby={`${id}-tables`}>
            <h2 id={`${id}-tables`}>{t('list.title')}</h2>
            <fieldset className="filters">
              <legend className="visually-hidden">{t('filters.label')}</legend>
              <SelectField
                label={t('filters.game')}
                name="filter-game"
                value={game}
                options={GAME_FILTERS}
                optionLabel={(each) =>
                  each === 'all' ? t('filters.allGames') : t(`common:games.${each}`)
                }
                onChange={(each) => setFilter('game', each, each === 'all')}
              />
              <SelectField
                label={t('filters.profile')}
                name="filter-profile"
                value={profile}
                options={['all', ...profiles]}
                optionLabel={(each) =>
                  each === 'all' ? t('filters.allProfiles') : t(`profiles.${each}`)
                }
                onChange={(each) => setFilter('profile', each, each === 'all')}
              />
              <SelectField
                label={t('filters.phase')}
                name="filter-phase"
                value={phase}
                options={PHASE_FILTERS}
                optionLabel={(each) => t(`filters.phases.${each}`)}
                onChange={(each) => setFilter('phase', each, each === 'waiting')}
              />
            </fieldset>
            <div className="list-status">
              {error !== null ? (
                <p className="error" role="alert">
                  {t('list.loadError', { reason: refusalText(t, error) })}{' '}
                  <button type="button" className="link" onClick={refresh}>
                    {t('common:retry')}
                  </button>
                </p>
              ) : updatedAt !== null ? (
                <small className="hint">
                  {t('list.updated', {
                    time: updatedAt.toLocaleTimeString(i18n.language, { timeStyle: 'medium' }),
                  })}{' '}
                  <button type="button" className="link" onClick={refresh}>
                    {t('list.refresh')}
                  </button>
                </small>
              ) : null}
            </div>
            {shown === undefined ? (
              <p aria-busy="true">{t('common:loading')}</p>
            ) : (
              <TableList tables={shown} />
            )}
          </section>
        </div>
      </div>
    </section>
  );
};
