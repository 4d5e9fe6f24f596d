import { useState, type FormEvent } from 'react';
import { SearchOutline } from 'antd-mobile-icons';
import { useT } from '../../../i18n';

interface Props {
  initial?: string;
  autoFocus?: boolean;
  onSubmit: (keyword: string) => void;
  /** Every change of the field, as typed (the Search screen suggests from it). */
  onChange?: (value: string) => void;
}

/** A native search form: Enter on any keyboard submits, and the field has a real label. */
export function SearchForm({ initial = '', autoFocus, onSubmit, onChange }: Props) {
  const { t } = useT();
  const [value, setValue] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const keyword = value.trim();
    if (keyword) onSubmit(keyword);
  };
  return (
    <form role="search" className="search-form" onSubmit={submit}>
      <label className="search-form__field">
        <SearchOutline aria-hidden="true" />
        <span className="visually-hidden">{t('search:placeholder')}</span>
        <input
          type="search"
          name="keyword"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            onChange?.(e.target.value);
          }}
          placeholder={t('search:placeholder')}
          // The user came here to type: the keyboard opens at once.
          autoFocus={autoFocus}
          enterKeyHint="search"
          maxLength={100}
          data-testid="search-input"
        />
      </label>
      <button type="submit" className="search-form__submit" data-testid="search-submit">
        {t('search:submit')}
      </button>
    </form>
  );
}
