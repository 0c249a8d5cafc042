import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app.js';
import { currentLang, langReady } from './i18n.js';
import { SessionProvider } from './session.js';
import './styles.css';

const root = document.getElementById('root');
// Drawn once the chosen language is ready (English comes in its own chunk), never in a mix.
void langReady.then(() => {
  document.documentElement.lang = currentLang();
  if (root)
    createRoot(root).render(
      <StrictMode>
        <BrowserRouter>
          <SessionProvider>
            <App />
          </SessionProvider>
        </BrowserRouter>
      </StrictMode>,
    );
});
