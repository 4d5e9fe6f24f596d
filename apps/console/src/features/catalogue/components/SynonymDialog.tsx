import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Modal, Select, Space, Typography } from 'antd';
import { LOCALE_NAMES } from '../../../i18n';
import type { Locale } from '@storefront/contract/constants';
import type { SynonymChange } from '../api/words';
import { cleanSynonyms, synonymProblem } from '../words';

/**
 * A word shoppers search for and the catalogue's words it should also find, in one language. A
 * word already kept is edited as a whole set; a new one may come from a search that found nothing.
 */
export function SynonymDialog({
  locale,
  word: start,
  synonyms: startSynonyms,
  editing,
  sending,
  onSave,
  onClose,
}: {
  locale: Locale;
  word: string;
  synonyms: string[];
  /** The word is kept already: only its synonyms change. */
  editing: boolean;
  sending: boolean;
  onSave: (change: SynonymChange) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [word, setWord] = useState(start);
  const [synonyms, setSynonyms] = useState<string[]>(startSynonyms);
  const problem = synonymProblem(word, synonyms);
  return (
    <Modal
      open
      title={t('catalogue.words.dialogTitle', { language: LOCALE_NAMES[locale] })}
      okText={t('catalogue.words.save')}
      cancelText={t('catalogue.cancel')}
      okButtonProps={{ disabled: problem !== null }}
      confirmLoading={sending}
      onOk={() =>
        void onSave({ kind: 'save', locale, word: word.trim(), synonyms: cleanSynonyms(word, synonyms) }).then(
          (done) => done && onClose(),
        )
      }
      onCancel={onClose}
    >
      <Space orientation="vertical" className="catalogue__dialog">
        <label htmlFor="synonym-word">{t('catalogue.words.word')}</label>
        <Input
          id="synonym-word"
          lang={locale}
          value={word}
          maxLength={100}
          disabled={editing}
          onChange={(e) => setWord(e.target.value)}
        />
        <label htmlFor="synonym-list">{t('catalogue.words.finds')}</label>
        <span lang={locale}>
          <Select
            id="synonym-list"
            mode="tags"
            className="catalogue__synonyms"
            value={synonyms}
            tokenSeparators={[',']}
            open={false}
            suffixIcon={null}
            placeholder={t('catalogue.words.findsHint')}
            onChange={(next: string[]) => setSynonyms(next)}
          />
        </span>
        {problem === 'synonyms' && synonyms.length > 0 && (
          <Typography.Text type="danger" role="status">
            {t('catalogue.words.problemSynonyms')}
          </Typography.Text>
        )}
      </Space>
    </Modal>
  );
}
