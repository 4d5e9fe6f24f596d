// The shop's texts in zh-CN (SHOP_NAMESPACES), one chunk, loaded only when zh-CN is the language.
export default import.meta.glob<Record<string, unknown>>(
  '../locales/zh-CN/{common,tabBar,search,product,productDetails,cart,offline}.json',
  {
    eager: true,
    import: 'default',
  },
);
