// Where scripts reach this studio, and where it keeps its data.
import { useEffect, useState } from 'react';
import { api } from '../../api/client.ts';
import { useT } from '../../stores/settings.ts';

type Info = Awaited<ReturnType<typeof api.getApiCabinetInfo>>;

export function StudioInfo() {
  const t = useT();
  const [info, setInfo] = useState<Info | null>(null);
  useEffect(() => {
    api.getApiCabinetInfo().then(setInfo, () => setInfo(null));
  }, []);
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
