// Where scripts reach this studio, and where it keeps its data.
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../api/queries.ts';
import { useT } from '../../stores/settings.ts';

export function StudioInfo() {
  const t = useT();
  // Nothing to show when it cannot be read: the panel is a convenience.
  const info = useQuery(queries.info()).data;
  if (!info) return null;
  return (
    <div className="panel">
      <div className="panel-head"><h2>{t('info.title')}</h2></div>
      <dl className="facts">
        <dt>{t('info.api')}</dt><dd><code>{info.api_base}</code></dd>
        <dt>OpenAPI</dt><dd><a href={info.openapi_url} target="_blank" rel="noreferrer">{info.openapi_url}</a></dd>
        <dt>{t('info.data')}</dt><dd><code>{info.data_dir}</code></dd>
        <dt>{t('info.models')}</dt><dd><code>{info.models_dir}</code></dd>
        <dt>{t('info.workers')}</dt><dd>{info.workers}</dd>
        <dt>{t('info.version')}</dt><dd>{info.version}</dd>
      </dl>
    </div>
  );
}
