import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Input, Skeleton } from 'antd';
import type { Locale } from '@storefront/contract/constants';
import { LOCALE_NAMES } from '../../../i18n';
import { ToneTag } from '../../../components/ToneTag';
import { emptyDescription } from '../texts';

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

/**
 * A product's name and description in one language. A missing name and a missing description are
 * each marked, in words of their own, beside their field's label (the shop shows English there),
 * and describe their field, so a screen reader hears the mark with the field it is about.
 */
export function TextCard({ locale, name, description, preview, onName, onDescription }: Props) {
  const { t } = useTranslation();
  const missingName = !name.trim();
  const missingDescription = emptyDescription(description);
  const nameMark = `name-${locale}-missing`;
  // Always there (empty while a description is written): the editor is described by it from its start.
  const descriptionMark = `description-${locale}-missing`;
  return (
    <Card size="small" lang={locale} title={<span>{LOCALE_NAMES[locale]}</span>}>
      <div className="catalogue__field-head">
        <label htmlFor={`name-${locale}`}>{t('catalogue.nameIn', { language: LOCALE_NAMES[locale] })}</label>
        {missingName && (
          <span id={nameMark}>
            <ToneTag tone="warning">{t('catalogue.missingName')}</ToneTag>
          </span>
        )}
      </div>
      <Input
        id={`name-${locale}`}
        value={name}
        maxLength={200}
        status={locale === 'en-US' && missingName ? 'error' : undefined}
        aria-describedby={missingName ? nameMark : undefined}
        onChange={(e) => onName(e.target.value)}
      />
      <div className="catalogue__field-head">
        <div id={`description-${locale}`}>{t('catalogue.descriptionIn', { language: LOCALE_NAMES[locale] })}</div>
        <span id={descriptionMark}>
          {missingDescription && (
            <ToneTag tone="info">
              {locale === 'en-US' ? t('catalogue.noDescription') : t('catalogue.missingDescription')}
            </ToneTag>
          )}
        </span>
      </div>
      <Suspense fallback={<Skeleton active title={false} />}>
        <RichDescription
          value={description}
          labelledBy={`description-${locale}`}
          describedBy={descriptionMark}
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
