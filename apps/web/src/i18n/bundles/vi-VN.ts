// One chunk per locale: every catalogue of vi-VN, loaded only when vi-VN is the language (issue 13).
export default import.meta.glob<Record<string, unknown>>('../locales/vi-VN/*.json', { eager: true, import: 'default' });
