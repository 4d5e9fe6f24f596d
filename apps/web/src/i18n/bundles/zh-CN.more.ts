// The other screens' texts in zh-CN (MORE_NAMESPACES), loaded when one of them first opens.
export default import.meta.glob<Record<string, unknown>>(
  ['../locales/zh-CN/*.json', '!../locales/zh-CN/{common,tabBar,search,product,productDetails,cart,offline}.json'],
  { eager: true, import: 'default' },
);
