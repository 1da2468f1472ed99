// The studio's entry: the language (the browser's on a first start), apply the theme, read the session (preload or login link), open the page.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from './App.tsx';
import { queryClient } from './api/query-client.ts';
import { startRouter } from './stores/router.ts';
import { useSession, watchLoginLinks } from './stores/session.ts';
import { adoptBrowserLocale } from './stores/settings.ts';
import { applyTheme } from './theme.ts';
import './styles/base.css';
import './styles/layout.css';
import './styles/editor.css';

adoptBrowserLocale();
applyTheme();
startRouter();
watchLoginLinks();
void useSession.getState().init();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
