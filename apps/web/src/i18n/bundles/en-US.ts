// One chunk per locale: every catalogue of en-US, loaded only when en-US is the language (issue 13).
export default import.meta.glob<Record<string, unknown>>('../locales/en-US/*.json', { eager: true, import: 'default' });
