// The shop's texts in lo-LA (SHOP_NAMESPACES), one chunk, loaded only when lo-LA is the language.
export default import.meta.glob<Record<string, unknown>>(
  '../locales/lo-LA/{common,tabBar,search,product,productDetails,cart,offline}.json',
  {
    eager: true,
    import: 'default',
  },
);
