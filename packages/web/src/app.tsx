/**
 * The pages and the frame around them. Every address is a real URL the server answers with
 * this page, so a link to a table, a replay or a tournament can be shared and reloaded.
 */
import { Route, Routes } from 'react-router';
import { DirectorConsole } from './events/director-console.js';
import { DirectorHome } from './events/director-home.js';
import { EventPage } from './events/event-page.js';
import { EventsPage } from './events/events-page.js';
import { PlayerHistoryPage } from './events/player-history-page.js';
import { Layout } from './layout.js';
import { LobbyPage } from './pages/lobby-page.js';
import { LoginPage } from './pages/login-page.js';
import { MyGamesPage } from './pages/my-games-page.js';
import { NotFoundPage } from './pages/not-found-page.js';
import { ReplayPage } from './table/replay-page.js';
import { TablePage } from './table/table-page.js';

export const App = () => (
  <Routes>
    <Route element={<Layout />}>
      <Route index element={<LobbyPage />} />
      <Route path="login" element={<LoginPage />} />
      <Route path="me/games" element={<MyGamesPage />} />
      <Route path="tables/:table" element={<TablePage />} />
      <Route path="tables/:table/hands/:hand" element={<ReplayPage />} />
      <Route path="events" element={<EventsPage />} />
      <Route path="events/:event" element={<EventPage />} />
      <Route path="events/:event/entrants/:entrant" element={<PlayerHistoryPage />} />
      <Route path="director" element={<DirectorHome />} />
      <Route path="director/events/:event" element={<DirectorConsole />} />
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Routes>
);
