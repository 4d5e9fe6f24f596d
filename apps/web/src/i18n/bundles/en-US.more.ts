// The other screens' texts in en-US (MORE_NAMESPACES), loaded when one of them first opens.
export default import.meta.glob<Record<string, unknown>>(
  ['../locales/en-US/*.json', '!../locales/en-US/{common,tabBar,search,product,productDetails,cart,offline}.json'],
  { eager: true, import: 'default' },
);
