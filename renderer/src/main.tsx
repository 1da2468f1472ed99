// The studio's entry: apply the theme, read the session (preload or login link), open the page.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { startRouter } from './stores/router.ts';
import { useSession } from './stores/session.ts';
import { applyTheme } from './theme.ts';
import './styles/base.css';
import './styles/layout.css';
import './styles/editor.css';

applyTheme();
startRouter();
void useSession.getState().init();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
