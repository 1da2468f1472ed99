// The voices gallery: listen to samples, see price weights, licence and whether an audiobook made
// with the voice may be sold.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../api/queries.ts';
import { useSettings, useT } from '../../stores/settings.ts';
import { Empty } from '../../components/Empty.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { errorText } from '../../components/error-text.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { VoiceCard } from './VoiceCard.tsx';
import { languageName, studioLanguageFirst } from './order.ts';

export function VoicesPage() {
  const t = useT();
  const locale = useSettings((s) => s.locale);
  // The gallery always reads the catalog afresh (a voice may have been installed by a script).
  const query = useQuery({ ...queries.voices(), refetchOnMount: 'always' });
  const voices = query.data;
  const error = query.error ? errorText(query.error) : null;
  const [language, setLanguage] = useState('');

  const languages = [...new Set((voices ?? []).map((v) => v.language))].sort();
  const shown = studioLanguageFirst((voices ?? []).filter((v) => !language || v.language === language), locale);
  return (
    <section>
      <div className="page-head">
        <h1>{t('voices.title')}</h1>
        <div className="spacer" />
        {languages.length > 1 ? (
          <select aria-label={t('voices.language')} value={language} onChange={(e) => setLanguage(e.target.value)}>
            <option value="">{t('voices.allLanguages')}</option>
            {languages.map((l) => <option key={l} value={l}>{languageName(l, locale)}</option>)}
          </select>
        ) : null}
      </div>
      {error ? <ErrorBox text={error} onRetry={() => void query.refetch()} /> : null}
      {!voices && !error ? <Spinner /> : null}
      {voices && voices.length === 0 ? <Empty title={t('voices.empty')}><p>{t('voices.emptyBody')}</p></Empty> : null}
      <div className="voice-grid">
        {shown.map((v) => <VoiceCard key={v.id} voice={v} />)}
      </div>
    </section>
  );
}
