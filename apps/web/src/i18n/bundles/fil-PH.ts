// The shop's texts in fil-PH (SHOP_NAMESPACES), one chunk, loaded only when fil-PH is the language.
export default import.meta.glob<Record<string, unknown>>(
  '../locales/fil-PH/{common,tabBar,search,product,productDetails,cart,offline}.json',
  {
    eager: true,
    import: 'default',
  },
);
