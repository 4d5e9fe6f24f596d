// The other screens' texts in fil-PH (MORE_NAMESPACES), loaded when one of them first opens.
export default import.meta.glob<Record<string, unknown>>(
  ['../locales/fil-PH/*.json', '!../locales/fil-PH/{common,tabBar,search,product,productDetails,cart,offline}.json'],
  { eager: true, import: 'default' },
);
