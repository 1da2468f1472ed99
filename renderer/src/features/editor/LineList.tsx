// The chapter's lines in text order, virtualised: only the rows on screen exist, so a 2,000-line
// chapter opens and scrolls as fast as a short one. A new paragraph starts with a gap.
import { forwardRef, useCallback, useEffect, useImperativeHandle, useMemo, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { BookDetail, ChapterView } from '../../api/types.ts';
import { indexOf, rangeOf, useEditor } from '../../stores/editor.ts';
import { useT } from '../../stores/settings.ts';
import { Empty } from '../../components/Empty.tsx';
import { speakerColor } from '../../components/colors.ts';
import { LineRow, type Speaker } from './LineRow.tsx';
import { playLine } from './play-line.ts';
import { stageSkipped } from './stage.ts';

export interface LineListHandle {
  reveal(segmentId: string, align: 'auto' | 'center'): void;
}

interface Props {
  view: ChapterView;
  book: BookDetail | undefined;
}

export const LineList = forwardRef<LineListHandle, Props>(function LineList({ view, book }, ref) {
  const t = useT();
  const scroller = useRef<HTMLDivElement>(null);
  const selectedId = useEditor((s) => s.selectedId);
  const anchorId = useEditor((s) => s.anchorId);
  const index = indexOf(view);
  const segments = view.segments;

  const speakers = useMemo(() => {
    const m = new Map<string, Speaker>();
    for (const c of book?.characters ?? []) m.set(c.id, { name: c.name, color: speakerColor(c.position, c.is_narrator) });
    return m;
  }, [book?.characters]);

  // Stable callbacks: a new estimateSize on every render would make the virtualiser re-measure
  // all 2,000 rows on every scrolled frame.
  const estimateSize = useCallback((i: number) => {
    // A close guess keeps the scrollbar from jumping as rows are measured: the meta line, the text
    // wrapped at about 90 characters, the reason of an uncertain speaker, the paragraph gap.
    const s = segments[i]!;
    const prev = segments[i - 1];
    return 38 + 23 * Math.max(1, Math.ceil(s.text.length / 90)) + (s.review ? 19 : 0) + (prev && prev.paragraph_id !== s.paragraph_id ? 8 : 0);
  }, [segments]);
  const getItemKey = useCallback((i: number) => segments[i]!.id, [segments]);
  const getScrollElement = useCallback(() => scroller.current, []);

  const virtualizer = useVirtualizer({ count: segments.length, getScrollElement, estimateSize, overscan: 8, getItemKey });

  const reveal = useCallback((segmentId: string, align: 'auto' | 'center') => {
    const i = index.pos.get(segmentId);
    if (i !== undefined) virtualizer.scrollToIndex(i, { align });
  }, [virtualizer, index]);
  useImperativeHandle(ref, () => ({ reveal }), [reveal]);

  // Keyboard moves and clicks on the waveform keep the selected line on screen.
  useEffect(() => {
    if (selectedId) reveal(selectedId, 'auto');
  }, [selectedId, reveal]);

  const selectedPiece = selectedId ? index.piece.get(selectedId)?.key : undefined;
  // A click on a line also takes the keyboard back from the inspector's fields, so ↑/↓ move
  // between lines instead of changing the last select that had focus.
  const range = useMemo(() => new Set(anchorId ? rangeOf(view, anchorId, selectedId) : []), [view, anchorId, selectedId]);
  const onSelect = useCallback((id: string, extend: boolean) => {
    if (extend) useEditor.getState().selectTo(id);
    else useEditor.getState().select(id);
    scroller.current?.focus({ preventScroll: true });
  }, []);
  const onPlay = useCallback((id: string) => void playLine(id, index.piece.get(id)), [index]);

  if (!segments.length) return <div className="line-list"><Empty title={t('editor.noLines')} /></div>;

  return (
    <div className="line-list" ref={scroller} role="listbox" tabIndex={0} aria-label={t('editor.lines', { n: segments.length })} data-testid="line-list">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const s = segments[item.index]!;
          const prev = segments[item.index - 1];
          const piece = index.piece.get(s.id);
          const paragraphStart = !prev || prev.paragraph_id !== s.paragraph_id;
          return (
            <div key={item.key} data-index={item.index} ref={virtualizer.measureElement} className={`line-slot ${paragraphStart && prev ? 'para-start' : ''}`}
              style={{ transform: `translateY(${item.start}px)` }}>
              <LineRow
                segment={s}
                no={item.index + 1}
                speaker={speakers.get(s.character_id)}
                paragraphStart={paragraphStart}
                selected={s.id === selectedId}
                inRange={range.has(s.id)}
                inPiece={!!piece && piece.key === selectedPiece && s.id !== selectedId}
                changed={piece?.changed ?? false}
                stageSkip={stageSkipped(s, book)}
                onSelect={onSelect}
                onPlay={onPlay}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
});
