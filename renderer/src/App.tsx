// The studio shell: the sign-in gate, the navigation and the page for the current route.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from './stores/session.ts';
import { useRouter } from './stores/router.ts';
import { startLive } from './api/live.ts';
import { NoSession } from './features/session/NoSession.tsx';
import { TopBar } from './features/session/TopBar.tsx';
import { LibraryPage } from './features/library/LibraryPage.tsx';
import { BookPage } from './features/book/BookPage.tsx';
import { ChapterEditor } from './features/editor/ChapterEditor.tsx';
import { VoicesPage } from './features/voices/VoicesPage.tsx';
import { PronunciationsPage } from './features/pronunciations/PronunciationsPage.tsx';
import { AccountPage } from './features/account/AccountPage.tsx';
import { Toasts } from './components/Toasts.tsx';
import { Spinner } from './components/Spinner.tsx';

function Page() {
  const route = useRouter((s) => s.route);
  switch (route.name) {
    case 'library':
      return <LibraryPage />;
    case 'book':
      return <BookPage key={route.id} bookId={route.id} />;
    case 'chapter':
      return <ChapterEditor key={route.id} chapterId={route.id} jumpTo={route.line} />;
    case 'voices':
      return <VoicesPage />;
    case 'pronunciations':
      return <PronunciationsPage bookId={route.bookId} />;
    case 'account':
      return <AccountPage />;
  }
}

export function App() {
  const status = useSession((s) => s.status);
  const qc = useQueryClient();
  useEffect(() => {
    if (status === 'ready') return startLive(qc);
    // Signed out or expired: nothing of that session stays on screen for the next one.
    qc.clear();
    return undefined;
  }, [status, qc]);

  if (status === 'checking') {
    return (
      <div className="center-screen">
        <Spinner />
      </div>
    );
  }
  if (status !== 'ready') return <NoSession />;
  return (
    <div className="app">
      <TopBar />
      <main className="page">
        <Page />
      </main>
      <Toasts />
    </div>
  );
}
