import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Input, Skeleton } from 'antd';
import type { Locale } from '@storefront/contract/constants';
import { LOCALE_NAMES } from '../../../i18n';
import { ToneTag } from '../../../components/ToneTag';

// The editor (TipTap, ProseMirror) is loaded with the first description shown, not with the console.
const RichDescription = lazy(() => import('./description/RichDescription'));

interface Props {
  locale: Locale;
  name: string;
  description: string;
  /** The stored description as the shop shows it (the server's sanitised copy), if any. */
  preview?: string | undefined;
  onName: (name: string) => void;
  onDescription: (html: string) => void;
}

/** A product's name and description in one language; a missing name is marked (the shop shows English). */
export function TextCard({ locale, name, description, preview, onName, onDescription }: Props) {
  const { t } = useTranslation();
  const missing = !name.trim();
  return (
    <Card
      size="small"
      lang={locale}
      title={<span>{LOCALE_NAMES[locale]}</span>}
      extra={missing ? <ToneTag tone="warning">{t('catalogue.missing')}</ToneTag> : null}
    >
      <label htmlFor={`name-${locale}`}>{t('catalogue.nameIn', { language: LOCALE_NAMES[locale] })}</label>
      <Input
        id={`name-${locale}`}
        value={name}
        maxLength={200}
        status={locale === 'en-US' && missing ? 'error' : undefined}
        onChange={(e) => onName(e.target.value)}
      />
      <div id={`description-${locale}`} className="catalogue__label">
        {t('catalogue.descriptionIn', { language: LOCALE_NAMES[locale] })}
      </div>
      <Suspense fallback={<Skeleton active title={false} />}>
        <RichDescription
          value={description}
          labelledBy={`description-${locale}`}
          language={LOCALE_NAMES[locale]}
          onChange={onDescription}
        />
      </Suspense>
      {preview && (
        <div
          className="catalogue__preview"
          aria-label={t('catalogue.preview', { language: LOCALE_NAMES[locale] })}
          role="region"
          // A long description scrolls here: reachable by keyboard too.
          tabIndex={0}
          // Stored HTML is the server's sanitised copy (the shop's rules), as the shop shows it.
          dangerouslySetInnerHTML={{ __html: preview }}
        />
      )}
    </Card>
  );
}
