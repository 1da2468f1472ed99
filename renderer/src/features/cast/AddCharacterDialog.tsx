// A character the analysis missed: name, other names, gender and age; the studio casts a voice
// nobody in the book has (the author can change it in the cast afterwards).
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clearingRefusal, useAction } from '../../api/actions.ts';
import { mutations } from '../../api/mutations.ts';
import type { BookDetail, NewCharacter } from '../../api/types.ts';
import { useT } from '../../stores/settings.ts';
import { toast } from '../../stores/toasts.ts';
import { errorText } from '../../components/error-text.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { Modal } from '../../components/Modal.tsx';
import { takenName } from './names.ts';

export function AddCharacterDialog({ book, onClose }: { book: BookDetail; onClose: () => void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [aliases, setAliases] = useState('');
  const [gender, setGender] = useState<'' | 'm' | 'f'>('');
  const [age, setAge] = useState<'' | NonNullable<NewCharacter['age']>>('');
  const qc = useQueryClient();
  const add = useAction(mutations.addCharacter(qc, book.id));
  const taken = takenName(book.characters, name);
  const error = add.error ? errorText(add.error, { conflict: t('cast.nameTaken') }) : taken ? t('cast.nameTaken') : null;
  const edit = clearingRefusal(add);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || taken) return;
    const body: NewCharacter = {
      name: name.trim(),
      aliases: aliases.split(',').map((a) => a.trim()).filter(Boolean),
      ...(gender ? { gender } : {}),
      ...(age ? { age } : {}),
    };
    add.run(body, {
      onSuccess: (c) => {
        toast(t('cast.added', { name: c.name }));
        onClose();
      },
    });
  };

  return (
    <Modal title={t('cast.addTitle')} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <label>
          {t('cast.name')}
          <input name="name" value={name} required autoFocus maxLength={200} onChange={(e) => edit(setName)(e.target.value)} />
        </label>
        <label>
          {t('cast.aliases')}
          <input name="aliases" value={aliases} onChange={(e) => edit(setAliases)(e.target.value)} />
        </label>
        <div className="row gap">
          <label className="grow">
            {t('cast.sex')}
            <select name="gender" value={gender} onChange={(e) => edit(setGender)(e.target.value as '' | 'm' | 'f')}>
              <option value="">{t('cast.genderUnknown')}</option>
              <option value="m">{t('cast.male')}</option>
              <option value="f">{t('cast.female')}</option>
            </select>
          </label>
          <label className="grow">
            {t('cast.age')}
            <select name="age" value={age} onChange={(e) => edit(setAge)(e.target.value as typeof age)}>
              <option value="">{t('cast.ageUnknown')}</option>
              <option value="child">{t('age.child')}</option>
              <option value="young">{t('age.young')}</option>
              <option value="adult">{t('age.adult')}</option>
              <option value="old">{t('age.old')}</option>
            </select>
          </label>
        </div>
        {error ? <ErrorBox text={error} /> : null}
        <div className="row gap end">
          <button type="button" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="primary" disabled={add.isPending || !name.trim() || !!taken}>{t('cast.add')}</button>
        </div>
      </form>
    </Modal>
  );
}
