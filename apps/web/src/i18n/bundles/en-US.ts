// The shop's texts in en-US (SHOP_NAMESPACES), one chunk, loaded only when en-US is the language.
export default import.meta.glob<Record<string, unknown>>(
  '../locales/en-US/{common,tabBar,search,product,productDetails,cart,offline}.json',
  {
    eager: true,
    import: 'default',
  },
);
