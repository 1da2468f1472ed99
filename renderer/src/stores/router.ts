// Hash routes (#/books/<id>, …): they work the same when the desktop shell loads the build, and
// the login link's `#login=` secret is read and removed before any route is shown.
import { create } from 'zustand';

export type Route =
  | { name: 'library' }
  | { name: 'book'; id: string }
  | { name: 'chapter'; id: string; line?: string }
  | { name: 'voices' }
  | { name: 'pronunciations'; bookId?: string }
  | { name: 'account' };

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#\/?/, '');
  const [head, id, ...rest] = path.split('/').map((p) => decodeURIComponent(p.split('?')[0] ?? ''));
  switch (head) {
    case 'books':
      return id ? { name: 'book', id } : { name: 'library' };
    case 'chapters':
      return id ? { name: 'chapter', id, line: rest[0] === 'line' && rest[1] ? rest[1] : undefined } : { name: 'library' };
    case 'voices':
      return { name: 'voices' };
    case 'pronunciations':
      return { name: 'pronunciations', bookId: id || undefined };
    case 'account':
      return { name: 'account' };
    default:
      return { name: 'library' };
  }
}

export function routeHash(r: Route): string {
  switch (r.name) {
    case 'library':
      return '#/';
    case 'book':
      return `#/books/${r.id}`;
    case 'chapter':
      return `#/chapters/${r.id}${r.line ? `/line/${r.line}` : ''}`;
    case 'voices':
      return '#/voices';
    case 'pronunciations':
      return r.bookId ? `#/pronunciations/${r.bookId}` : '#/pronunciations';
    case 'account':
      return '#/account';
  }
}

interface RouterState {
  route: Route;
  navigate(r: Route): void;
}

export const useRouter = create<RouterState>()(() => ({
  route: parseRoute(globalThis.location?.hash ?? ''),
  navigate: (r) => {
    const hash = routeHash(r);
    if (location.hash !== hash) location.hash = hash;
    else useRouter.setState({ route: r });
  },
}));

export function startRouter(): void {
  addEventListener('hashchange', () => useRouter.setState({ route: parseRoute(location.hash) }));
}

export const navigate = (r: Route): void => useRouter.getState().navigate(r);
