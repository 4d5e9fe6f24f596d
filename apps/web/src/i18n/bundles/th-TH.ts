// The shop's texts in th-TH (SHOP_NAMESPACES), one chunk, loaded only when th-TH is the language.
export default import.meta.glob<Record<string, unknown>>(
  '../locales/th-TH/{common,tabBar,search,product,productDetails,cart,offline}.json',
  {
    eager: true,
    import: 'default',
  },
);
