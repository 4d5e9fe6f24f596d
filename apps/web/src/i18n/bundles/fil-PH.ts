// One chunk per locale: every catalogue of fil-PH, loaded only when fil-PH is the language (issue 13).
export default import.meta.glob<Record<string, unknown>>('../locales/fil-PH/*.json', {
  eager: true,
  import: 'default',
});
