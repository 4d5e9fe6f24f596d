import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@storefront/contract/constants';
import { DeskDrawer, type DeskForm } from './DeskDrawer';
import { TitlesField } from './TitlesField';

type Texts = Partial<Record<Locale, string>>;

interface Props<K extends string, D extends Record<K, Texts>> {
  form: DeskForm<D>;
  /** The title of what is changed; undefined for a new one, then the drawer is `newTitle`. */
  title: string | undefined;
  newTitle: string;
  /** The draft's texts in the six languages, last in the form: its titles, or a coupon's names. */
  texts: K;
  legend?: string;
  onClose: () => void;
  children: ReactNode;
}

/** A drawer that creates or changes one thing from its draft: its own fields, its texts, Save and Cancel. */
export function DraftDrawer<K extends string, D extends Record<K, Texts>>({
  form,
  title,
  newTitle,
  texts,
  legend,
  onClose,
  children,
}: Props<K, D>) {
  const { t } = useTranslation();
  return (
    <DeskDrawer
      title={title === undefined ? newTitle : t('promotions.editTitle', { title })}
      saving={form.saving}
      onSave={form.submit}
      onClose={onClose}
    >
      {children}
      <TitlesField
        name={texts}
        legend={legend ?? t('promotions.titles')}
        value={form.draft[texts]}
        problems={form.problems}
        onChange={(value) => form.change({ [texts]: value } as Partial<D>)}
      />
    </DeskDrawer>
  );
}
