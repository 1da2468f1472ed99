// What a line is — speech, the author's narration, a thought — changed together with who says it:
// a narration line becoming speech asks who speaks it (one request sets both); a line becoming
// narration goes to the narrator.
import { useState } from 'react';
import { LINE_KINDS, type LineKind } from '../../../../server/contract/enums.ts';
import type { BookCharacter, PatchSegment, Segment } from '../../api/types.ts';
import { useT } from '../../stores/settings.ts';
import { kindLabel } from '../../components/labels.ts';

interface Props {
  segment: Segment;
  /** The cast in the order the studio shows it. */
  characters: BookCharacter[];
  patch: (body: PatchSegment) => void;
}

/** The request for a kind change, or null when the author must first say who speaks. */
export function kindChange(segment: Segment, kind: LineKind, characters: BookCharacter[]): PatchSegment | null {
  const narrator = characters.find((c) => c.is_narrator);
  const byNarrator = segment.character_id === narrator?.id;
  if (kind === 'narration') return narrator && !byNarrator ? { kind, character_id: narrator.id } : { kind };
  return byNarrator ? null : { kind };
}

export function KindField({ segment, characters, patch }: Props) {
  const t = useT();
  const [asking, setAsking] = useState<LineKind | null>(null);
  const speakers = characters.filter((c) => !c.is_narrator);
  const choose = (kind: LineKind) => {
    if (kind === segment.kind) return;
    const body = kindChange(segment, kind, characters);
    if (body) patch(body);
    else setAsking(kind);
  };
  return (
    <div className="field">
      <label htmlFor="line-kind">{t('inspector.kind')}</label>
      <select id="line-kind" data-testid="kind-select" value={asking ?? segment.kind} onChange={(e) => choose(e.target.value as LineKind)}>
        {LINE_KINDS.map((k) => <option key={k} value={k}>{kindLabel(k)}</option>)}
      </select>
      {asking ? (
        <div className="ask-speaker">
          <select autoFocus data-testid="who-says" aria-label={t('inspector.whoSays')} value="" onChange={(e) => {
            const kind = asking;
            setAsking(null);
            if (e.target.value) patch({ kind, character_id: e.target.value });
          }}>
            <option value="">{t('inspector.whoSays')}</option>
            {speakers.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
          </select>
          <button type="button" className="link" onClick={() => setAsking(null)}>{t('common.cancel')}</button>
        </div>
      ) : null}
    </div>
  );
}
