// A book's cover, or a quiet placeholder with its initials.
import { useState } from 'react';

export function Cover({ url, title, small }: { url: string | null; title: string; small?: boolean }) {
  const [broken, setBroken] = useState(false);
  const initials = title.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('');
  if (url && !broken) return <img className={`cover ${small ? 'small' : ''}`} src={url} alt="" onError={() => setBroken(true)} />;
  return <div className={`cover placeholder ${small ? 'small' : ''}`} aria-hidden="true">{initials || '·'}</div>;
}
