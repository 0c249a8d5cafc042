import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app.js';
import { currentLang } from './i18n.js';
import { SessionProvider } from './session.js';
import './styles.css';

document.documentElement.lang = currentLang();
const root = document.getElementById('root');
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
