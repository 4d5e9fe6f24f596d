// One chunk per locale: every catalogue of th-TH, loaded only when th-TH is the language (issue 13).
export default import.meta.glob<Record<string, unknown>>('../locales/th-TH/*.json', { eager: true, import: 'default' });
