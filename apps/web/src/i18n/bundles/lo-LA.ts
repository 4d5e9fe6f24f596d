// One chunk per locale: every catalogue of lo-LA, loaded only when lo-LA is the language (issue 13).
export default import.meta.glob<Record<string, unknown>>('../locales/lo-LA/*.json', { eager: true, import: 'default' });
