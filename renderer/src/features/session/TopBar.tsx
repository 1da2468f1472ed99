// The studio's navigation, the live-connection light and the preferences.
import { useLive } from '../../stores/live.ts';
import { navigate, useRouter, type Route } from '../../stores/router.ts';
import { useT } from '../../stores/settings.ts';
import type { MessageKey } from '../../i18n/index.ts';
import { Preferences } from './Preferences.tsx';

const ITEMS: Array<{ route: Route; label: MessageKey }> = [
  { route: { name: 'library' }, label: 'nav.library' },
  { route: { name: 'voices' }, label: 'nav.voices' },
  { route: { name: 'pronunciations' }, label: 'nav.pronunciations' },
  { route: { name: 'account' }, label: 'nav.account' },
];

export function TopBar() {
  const t = useT();
  const current = useRouter((s) => s.route.name);
  const live = useLive((s) => s.state);
  const active = (r: Route) => r.name === current || (r.name === 'library' && (current === 'book' || current === 'chapter'));
  return (
    <header className="topbar">
      <button type="button" className="brand link" onClick={() => navigate({ name: 'library' })}>Glava Studio</button>
      <nav>
        {ITEMS.map((i) => (
          <button key={i.label} type="button" className={`nav-item ${active(i.route) ? 'active' : ''}`} aria-current={active(i.route) ? 'page' : undefined}
            onClick={() => navigate(i.route)}>
            {t(i.label)}
          </button>
        ))}
      </nav>
      <div className="spacer" />
      <span className={`live-dot ${live}`} title={t(live === 'open' ? 'live.open' : 'live.down')} aria-label={t(live === 'open' ? 'live.open' : 'live.down')} />
      <Preferences />
    </header>
  );
}
