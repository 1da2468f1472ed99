// The chapter editor: the recording's timeline on top, the lines (virtualised) on the left, the
// selected line's settings on the right; search in the book, the check report, shortcuts.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queries } from '../../api/queries.ts';
import { useEditor } from '../../stores/editor.ts';
import { usePlayer } from '../../stores/player.ts';
import { useT } from '../../stores/settings.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { errorText } from '../../components/error-text.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { CheckPanel } from '../check/CheckPanel.tsx';
import { EditorHeader } from './EditorHeader.tsx';
import { LineInspector } from './LineInspector.tsx';
import { LineList, type LineListHandle } from './LineList.tsx';
import { SearchPanel } from './SearchPanel.tsx';
import { ShortcutHelp } from './ShortcutHelp.tsx';
import { Waveform } from './Waveform.tsx';
import { useEditorShortcuts } from './useEditorShortcuts.ts';

export type SideTab = 'line' | 'search' | 'check';

export function ChapterEditor({ chapterId, jumpTo }: { chapterId: string; jumpTo?: string }) {
  const t = useT();
  const query = useQuery(queries.chapter(chapterId));
  const view = query.data;
  const error = query.error ? errorText(query.error) : null;
  const bookId = view?.chapter.book_id;
  const book = useQuery({ ...queries.book(bookId ?? ''), enabled: !!bookId }).data;
  const list = useRef<LineListHandle>(null);
  const [tab, setTab] = useState<SideTab>('line');
  const [help, setHelp] = useState(false);

  useEffect(() => {
    useEditor.getState().open(chapterId);
    return () => {
      usePlayer.getState().stop();
      useEditor.getState().close();
    };
  }, [chapterId]);

  // Every new view of the chapter keeps the selection on a line that still exists.
  useEffect(() => {
    if (view) useEditor.getState().keepSelection(view);
  }, [view]);

  // A search hit or a link to a line: select it and bring it into view once the lines are here.
  const loaded = !!view;
  useEffect(() => {
    if (!loaded || !jumpTo) return;
    useEditor.getState().select(jumpTo);
    list.current?.reveal(jumpTo, 'center');
  }, [loaded, jumpTo]);

  const toggleHelp = useCallback(() => setHelp((h) => !h), []);
  useEditorShortcuts({ chapterId, setTab, toggleHelp });

  if (!view) {
    return error ? <ErrorBox text={error} onRetry={() => void query.refetch()} /> : <Spinner />;
  }

  return (
    <section className="editor" data-testid="editor">
      <EditorHeader view={view} book={book} onHelp={() => setHelp(true)} />
      {error ? <ErrorBox text={error} onRetry={() => void query.refetch()} /> : null}
      <Waveform view={view} book={book} onPick={(id) => { useEditor.getState().select(id); list.current?.reveal(id, 'center'); }} />
      <div className="editor-body">
        <LineList ref={list} view={view} book={book} />
        <aside className="editor-side">
          <div className="tabs" role="tablist">
            {(['line', 'search', 'check'] as const).map((k) => (
              <button key={k} type="button" role="tab" aria-selected={tab === k} className={tab === k ? 'active' : ''} onClick={() => setTab(k)}>
                {t(k === 'line' ? 'editor.tabLine' : k === 'search' ? 'editor.tabSearch' : 'editor.tabCheck')}
              </button>
            ))}
          </div>
          {tab === 'line' ? <LineInspector view={view} book={book} /> : null}
          {tab === 'search' ? <SearchPanel bookId={view.chapter.book_id} chapterId={view.chapter.id} onJump={(id) => list.current?.reveal(id, 'center')} /> : null}
          {tab === 'check' ? <CheckPanel view={view} onJump={(id) => { useEditor.getState().select(id); list.current?.reveal(id, 'center'); }} /> : null}
        </aside>
      </div>
      {help ? <ShortcutHelp onClose={() => setHelp(false)} /> : null}
    </section>
  );
}
