/**
 * The pages and the frame around them. Every address is a real URL the server answers with
 * this page, so a link to a table, a replay or a tournament can be shared and reloaded.
 * Every page but the frame loads on demand: the rules engines and the director's tools are not
 * needed to show the lobby on a phone, nor the lobby's forms to show a table.
 */
import { type ComponentType, Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { Layout } from './layout.js';
import { NotFoundPage } from './pages/not-found-page.js';

/** A page module's named export, loaded when first shown. */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const LobbyPage = page(() => import('./pages/lobby-page.js'), 'LobbyPage');
const LoginPage = page(() => import('./pages/login-page.js'), 'LoginPage');
const MyGamesPage = page(() => import('./pages/my-games-page.js'), 'MyGamesPage');
const TablePage = page(() => import('./table/table-page.js'), 'TablePage');
const ReplayPage = page(() => import('./table/replay-page.js'), 'ReplayPage');
const TableDirectorPage = page(() => import('./table/director-page.js'), 'TableDirectorPage');
const EventsPage = page(() => import('./events/events-page.js'), 'EventsPage');
const EventPage = page(() => import('./events/event-page.js'), 'EventPage');
const PlayerHistoryPage = page(
  () => import('./events/player-history-page.js'),
  'PlayerHistoryPage',
);
const DirectorHome = page(() => import('./events/director-home.js'), 'DirectorHome');
const DirectorConsole = page(() => import('./events/director-console.js'), 'DirectorConsole');
const OfflinePage = page(() => import('./offline/offline-page.js'), 'OfflinePage');
const OfflineBridgePage = page(
  () => import('./bridge/offline-bridge-page.js'),
  'OfflineBridgePage',
);

const Loading = () => {
  const { t } = useTranslation();
  return <p aria-busy="true">{t('loading')}</p>;
};

export const App = () => (
  <Suspense fallback={<Loading />}>
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<LobbyPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="me/games" element={<MyGamesPage />} />
        <Route path="tables/:table" element={<TablePage />} />
        <Route path="tables/:table/hands/:hand" element={<ReplayPage />} />
        <Route path="tables/:table/director" element={<TableDirectorPage />} />
        <Route path="events" element={<EventsPage />} />
        <Route path="events/:event" element={<EventPage />} />
        <Route path="events/:event/entrants/:entrant" element={<PlayerHistoryPage />} />
        <Route path="director" element={<DirectorHome />} />
        <Route path="director/events/:event" element={<DirectorConsole />} />
        <Route path="offline" element={<OfflinePage />} />
        <Route path="offline/bridge" element={<OfflineBridgePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  </Suspense>
);
