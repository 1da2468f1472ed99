// Shown when the studio has no session: the way in is the link `glava serve` printed.
import { useSession } from '../../stores/session.ts';
import { useT } from '../../stores/settings.ts';
import { Preferences } from './Preferences.tsx';

export function NoSession() {
  const t = useT();
  const status = useSession((s) => s.status);
  const error = useSession((s) => s.error);
  const retry = () => void useSession.getState().init();
  return (
    <div className="center-screen">
      <div className="card signin">
        <div className="brand big">Glava Studio</div>
        <h1>{status === 'invalid' ? t('session.invalidTitle') : t('session.noneTitle')}</h1>
        <p>{t('session.howTo')}</p>
        {/* This studio's own address: it may run on another port than the default 7433. */}
        <pre className="code">npm start{'\n'}Studio: {location.origin}/#login=…</pre>
        <p className="muted">{t('session.linkChanges')}</p>
        {error ? <div className="error-box" role="alert">{error}</div> : null}
        <div className="row gap">
          <button type="button" onClick={retry}>{t('common.retry')}</button>
          <Preferences />
        </div>
      </div>
    </div>
  );
}
