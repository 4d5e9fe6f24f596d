// The other screens' texts in th-TH (MORE_NAMESPACES), loaded when one of them first opens.
export default import.meta.glob<Record<string, unknown>>(
  ['../locales/th-TH/*.json', '!../locales/th-TH/{common,tabBar,search,product,productDetails,cart,offline}.json'],
  { eager: true, import: 'default' },
);
