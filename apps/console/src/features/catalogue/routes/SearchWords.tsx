import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { LOCALES, type Locale } from '@storefront/contract/constants';
import type { DataOf } from '@storefront/contract';
import type { merchandisingSearchMisses, merchandisingSynonyms } from '@storefront/contract/routes';
import { LOCALE_NAMES } from '../../../i18n';
import { ToneTag } from '../../../components/ToneTag';
import { dayText, newProductPath } from '../words';
import { missesQuery, synonymsQuery, useSynonymChange, type SynonymChange } from '../api/words';
import { CatalogueNav } from '../components/CatalogueNav';
import { QueryTable } from '../components/QueryTable';
import { Part } from '../components/Part';
import { SynonymDialog } from '../components/SynonymDialog';
import './Catalogue.css';

type Miss = DataOf<typeof merchandisingSearchMisses>[number];
type Synonym = DataOf<typeof merchandisingSynonyms>[number];
type Dialog = { word: string; synonyms: string[]; editing: boolean } | null;

/**
 * The words search finds products by, per language: what shoppers searched for in vain this week
 * (one click makes a synonym of it, or opens a new product named by it in that language), and
 * every synonym kept (as the `ops synonym` command keeps them).
 */
export function SearchWords() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [locale, setLocale] = useState<Locale>(
    (LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : 'en-US',
  );
  const misses = useQuery(missesQuery(locale));
  const synonyms = useQuery(synonymsQuery(locale));
  const change = useSynonymChange();
  const [dialog, setDialog] = useState<Dialog>(null);

  const send = async (c: SynonymChange) => {
    try {
      await change.mutateAsync(c);
      void message.success(t('catalogue.words.saved'));
      return true;
    } catch (error) {
      void message.error((error as Error).message);
      return false;
    }
  };

  const missColumns: TableColumnsType<Miss> = [
    {
      title: t('catalogue.words.keyword'),
      dataIndex: 'keyword',
      render: (k: string) => <span lang={locale}>{k}</span>,
    },
    { title: t('catalogue.words.searches'), dataIndex: 'searches', align: 'end' },
    { title: t('catalogue.words.lastDay'), dataIndex: 'lastDay', render: (d: string) => dayText(d, i18n.language) },
    {
      title: t('catalogue.actions'),
      key: 'actions',
      render: (_, m) => {
        const kept = synonyms.data?.find((s) => s.word === m.keyword);
        return (
          <Space>
            {m.hasSynonyms && <ToneTag tone="success">{t('catalogue.words.hasSynonyms')}</ToneTag>}
            <Button
              size="small"
              aria-label={t('catalogue.words.addFor', { word: m.keyword })}
              onClick={() => setDialog({ word: m.keyword, synonyms: kept?.synonyms ?? [], editing: Boolean(kept) })}
            >
              {t('catalogue.words.add')}
            </Button>
            <Button
              size="small"
              aria-label={t('catalogue.words.newProductFor', { word: m.keyword })}
              onClick={() => void navigate(newProductPath(m.keyword, locale))}
            >
              {t('catalogue.words.newProduct')}
            </Button>
          </Space>
        );
      },
    },
  ];
  const synonymColumns: TableColumnsType<Synonym> = [
    { title: t('catalogue.words.word'), dataIndex: 'word', render: (w: string) => <span lang={locale}>{w}</span> },
    {
      title: t('catalogue.words.finds'),
      dataIndex: 'synonyms',
      render: (list: string[]) => (
        <Space wrap size={4} lang={locale}>
          {list.map((s) => (
            <Tag key={s}>{s}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('catalogue.actions'),
      key: 'actions',
      render: (_, s) => (
        <Space>
          <Button
            size="small"
            aria-label={t('catalogue.words.editOf', { word: s.word })}
            onClick={() => setDialog({ word: s.word, synonyms: s.synonyms, editing: true })}
          >
            {t('catalogue.options.edit')}
          </Button>
          <Button
            size="small"
            danger
            aria-label={t('catalogue.words.removeOf', { word: s.word })}
            onClick={() => void send({ kind: 'remove', locale, word: s.word })}
          >
            {t('catalogue.create.remove')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <section className="catalogue">
      <Typography.Title level={1} className="catalogue__title">
        {t('catalogue.words.title')}
      </Typography.Title>
      <CatalogueNav />
      <Space className="catalogue__tools">
        <label htmlFor="words-language">{t('catalogue.words.language')}</label>
        <Select
          id="words-language"
          className="catalogue__unit-select"
          value={locale}
          onChange={setLocale}
          options={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
        />
        <Button type="primary" onClick={() => setDialog({ word: '', synonyms: [], editing: false })}>
          {t('catalogue.words.new')}
        </Button>
      </Space>
      <Part id="words-misses" title={t('catalogue.words.missesTitle')} lead={t('catalogue.words.missesLead')}>
        <QueryTable query={misses} rowKey="keyword" columns={missColumns} empty={t('catalogue.words.noMisses')} />
      </Part>
      <Part id="words-synonyms" title={t('catalogue.words.synonymsTitle')} lead={t('catalogue.words.synonymsLead')}>
        <QueryTable
          query={synonyms}
          rowKey="word"
          columns={synonymColumns}
          empty={t('catalogue.words.noSynonyms')}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
        />
      </Part>
      {dialog && (
        <SynonymDialog
          key={`${locale}-${dialog.word}`}
          locale={locale}
          word={dialog.word}
          synonyms={dialog.synonyms}
          editing={dialog.editing}
          sending={change.isPending}
          onSave={send}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
