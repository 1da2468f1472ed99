// The labelled select of the other characters a dialog hands lines to (delete, merge): the
// narrator named as such.
import type { BookCharacter } from '../../api/types.ts';
import { useT } from '../../stores/settings.ts';

export function CharacterChoice(props: {
  label: string; name: string; characters: BookCharacter[]; value: string; onChange: (id: string) => void;
}) {
  const t = useT();
  return (
    <label>
      {props.label}
      <select name={props.name} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.characters.map((c) => <option key={c.id} value={c.id}>{c.name}{c.is_narrator ? ` (${t('cast.narrator')})` : ''}</option>)}
      </select>
    </label>
  );
}
