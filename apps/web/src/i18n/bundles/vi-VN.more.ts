// The other screens' texts in vi-VN (MORE_NAMESPACES), loaded when one of them first opens.
export default import.meta.glob<Record<string, unknown>>(
  ['../locales/vi-VN/*.json', '!../locales/vi-VN/{common,tabBar,search,product,productDetails,cart,offline}.json'],
  { eager: true, import: 'default' },
);
