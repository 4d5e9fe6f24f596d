// One chunk per locale: every catalogue of zh-CN, loaded only when zh-CN is the language (issue 13).
export default import.meta.glob<Record<string, unknown>>('../locales/zh-CN/*.json', { eager: true, import: 'default' });
