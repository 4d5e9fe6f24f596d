import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input } from 'antd';

/** The links a description keeps: web pages and e-mail addresses (the server drops any other). */
export const isAllowedLink = (url: string): boolean => /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i.test(url.trim());

/** The address of the link to put on the selected text; Escape or an empty address leaves it. */
export function LinkForm({ onDone }: { onDone: (href: string | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [href, setHref] = useState('');
  const valid = isAllowedLink(href);
  const apply = () => onDone(valid ? href.trim() : null);
  return (
    <div className="rich-editor__link">
      <label htmlFor={id} className="rich-editor__link-label">
        {t('catalogue.richText.linkAddress')}
      </label>
      <Input
        id={id}
        autoFocus
        value={href}
        placeholder="https://"
        status={href && !valid ? 'error' : undefined}
        aria-invalid={Boolean(href) && !valid}
        onChange={(e) => setHref(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          } else if (e.key === 'Escape') onDone(null);
        }}
      />
      <Button disabled={!valid} onClick={apply}>
        {t('catalogue.richText.addLink')}
      </Button>
    </div>
  );
}
