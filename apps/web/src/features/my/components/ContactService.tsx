import type { AppBasicConfig } from '@storefront/contract';
import { useT } from '../../../i18n';

const digits = (v: string) => v.replace(/\D/g, '');

/** Brand names are not translated; phone and email are. */
const BRANDS = { whatsapp: 'WhatsApp', line: 'LINE', zalo: 'Zalo', wechat: 'WeChat' } as const;

/** Each channel as the link a phone knows how to open; WeChat has no public link, so it is text. */
function channels(c: AppBasicConfig) {
  return [
    c.servicePhone && { key: 'phone', value: c.servicePhone, href: `tel:${c.servicePhone.replace(/[^\d+]/g, '')}` },
    c.serviceEmail && { key: 'email', value: c.serviceEmail, href: `mailto:${c.serviceEmail}` },
    c.whatsapp && { key: 'whatsapp', value: c.whatsapp, href: `https://wa.me/${digits(c.whatsapp)}` },
    c.line && { key: 'line', value: c.line, href: `https://line.me/R/ti/p/~${encodeURIComponent(c.line)}` },
    c.zalo && { key: 'zalo', value: c.zalo, href: `https://zalo.me/${digits(c.zalo)}` },
    c.wechat && { key: 'wechat', value: c.wechat, href: null },
  ].filter(Boolean) as {
    key: 'phone' | 'email' | 'whatsapp' | 'line' | 'zalo' | 'wechat';
    value: string;
    href: string | null;
  }[];
}

/** Contact customer service: a native disclosure, so it opens with Enter/Space and announces its state. */
export function ContactService({ config }: { config: AppBasicConfig }) {
  const { t } = useT();
  const list = channels(config);
  return (
    <details className="my-disclosure" data-testid="contact-service">
      <summary className="my-entry">{t('my:contactService')}</summary>
      <div className="my-disclosure__body">
        <p className="my-card__text">
          {config.serviceName}
          {config.serviceHours && ` · ${t('my:serviceHours', { hours: config.serviceHours })}`}
        </p>
        <ul className="contact-list">
          {list.map((c) => (
            <li key={c.key}>
              <span className="contact-list__label">
                {c.key === 'phone' || c.key === 'email' ? t(`my:channel.${c.key}`) : BRANDS[c.key]}
              </span>
              {c.href ? (
                <a
                  href={c.href}
                  className="contact-list__value"
                  {...(c.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {c.value}
                </a>
              ) : (
                <span className="contact-list__value">{c.value}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
