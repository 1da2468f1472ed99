// A character's head line in the cast: colour, name (renamed in place), narrator mark, share, and
// the repair tools — a menu (rename, merge into…, delete…) and dragging onto another to merge.
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../api/actions.ts';
import { mutations } from '../../api/mutations.ts';
import type { BookCharacter } from '../../api/types.ts';
import { useT } from '../../stores/settings.ts';
import { toastError } from '../../stores/toasts.ts';
import { errorText } from '../../components/error-text.ts';
import { speakerColor } from '../../components/colors.ts';
import { fmtNumber } from '../../components/format.ts';
import { takenName } from './names.ts';

/** What is dragged: a character's id, under the studio's own type (never text a page could drop). */
export const DRAG_TYPE = 'application/x-glava-character';

interface Props {
  character: BookCharacter;
  cast: BookCharacter[];
  onMerge: (into?: string) => void;
  onDelete: () => void;
  /** Another character was dropped on this one. */
  onDropCharacter: (fromId: string) => void;
}

export function CharacterHead({ character: c, cast, onMerge, onDelete, onDropCharacter }: Props) {
  const t = useT();
  const [renaming, setRenaming] = useState(false);
  const [menu, setMenu] = useState(false);
  const [over, setOver] = useState(false);
  const qc = useQueryClient();
  const patch = useAction(mutations.patchCharacter(qc, c.book_id, c.id));

  const rename = (name: string) => {
    setRenaming(false);
    const clean = name.trim();
    if (!clean || clean === c.name) return;
    if (takenName(cast, clean, c.id)) {
      toastError(t('cast.nameTaken'));
      return;
    }
    patch.run({ name: clean }, { onError: (err) => toastError(errorText(err, { conflict: t('cast.nameTaken') })) });
  };

  const accepts = (e: DragEvent) => e.dataTransfer.types.includes(DRAG_TYPE);
  return (
    <div className={`character-head ${over ? 'drop-over' : ''}`} draggable={!c.is_narrator && !renaming}
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, c.id);
        e.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(e) => {
        if (!accepts(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false);
        const from = e.dataTransfer.getData(DRAG_TYPE);
        if (from && from !== c.id) {
          e.preventDefault();
          onDropCharacter(from);
        }
      }}>
      <span className="dot" style={{ background: speakerColor(c.position, c.is_narrator) }} />
      {renaming ? <RenameInput name={c.name} onDone={rename} onCancel={() => setRenaming(false)} /> : (
        <strong className="character-name" title={c.is_narrator ? undefined : t('cast.dragHint')} onDoubleClick={() => setRenaming(true)}>{c.name}</strong>
      )}
      {c.is_narrator ? <span className="badge">{t('cast.narrator')}</span> : null}
      <div className="spacer" />
      <span className="muted small" title={t('cast.share')}>{fmtNumber(c.share * 100)}%</span>
      <div className="menu-anchor">
        <button type="button" className="icon" aria-label={t('cast.actions', { name: c.name })} aria-haspopup="menu" aria-expanded={menu}
          onClick={() => setMenu((m) => !m)}>⋯</button>
        {menu ? (
          <Menu onClose={() => setMenu(false)}>
            <button type="button" role="menuitem" onClick={() => { setMenu(false); setRenaming(true); }}>{t('cast.rename')}</button>
            {c.is_narrator ? <div className="menu-note">{t('cast.narratorFixed')}</div> : (
              <>
                <button type="button" role="menuitem" onClick={() => { setMenu(false); onMerge(); }}>{t('cast.merge')}</button>
                <button type="button" role="menuitem" className="danger" onClick={() => { setMenu(false); onDelete(); }}>{t('cast.delete')}</button>
              </>
            )}
          </Menu>
        ) : null}
      </div>
    </div>
  );
}

function RenameInput({ name, onDone, onCancel }: { name: string; onDone: (name: string) => void; onCancel: () => void }) {
  const t = useT();
  const [value, setValue] = useState(name);
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') onDone(value);
    else if (e.key === 'Escape') onCancel();
  };
  return (
    <input className="rename" aria-label={t('cast.renameLabel', { name })} value={value} autoFocus maxLength={200}
      onChange={(e) => setValue(e.target.value)} onKeyDown={onKey} onBlur={() => onDone(value)} />
  );
}

/** A small menu under its button; a click elsewhere or Escape closes it. */
function Menu({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onDown = (e: MouseEvent) => {
      if (ref.current && !ref.current.parentElement?.contains(e.target as Node)) onClose();
    };
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    addEventListener('mousedown', onDown);
    addEventListener('keydown', onKey);
    return () => {
      removeEventListener('mousedown', onDown);
      removeEventListener('keydown', onKey);
    };
  }, [onClose]);
  return <div className="menu" role="menu" ref={ref}>{children}</div>;
}
