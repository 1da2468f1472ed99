import { Modal } from '../../components/Modal.tsx';
import { useT } from '../../stores/settings.ts';
import type { MessageKey } from '../../i18n/index.ts';

export const SHORTCUTS: Array<[string, MessageKey]> = [
  ['↑ ↓ / K J', 'kbd.move'],
  ['Space', 'kbd.play'],
  ['Enter', 'kbd.edit'],
  ['1…9', 'kbd.speaker'],
  ['Shift + ↑ ↓ / click', 'kbd.range'],
  ['S', 'kbd.skip'],
  ['N', 'kbd.newTake'],
  ['E', 'kbd.emotion'],
  ['R', 'kbd.review'],
  ['/', 'kbd.search'],
  ['?', 'kbd.help'],
];

export function ShortcutHelp({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Modal title={t('editor.shortcuts')} onClose={onClose}>
      <table className="table compact">
        <tbody>
          {SHORTCUTS.map(([k, label]) => (
            <tr key={k}><td><kbd>{k}</kbd></td><td>{t(label)}</td></tr>
          ))}
        </tbody>
      </table>
      <p className="muted small">{t('kbd.speakerHint')}</p>
    </Modal>
  );
}
