// The shop's texts in vi-VN (SHOP_NAMESPACES), one chunk, loaded only when vi-VN is the language.
export default import.meta.glob<Record<string, unknown>>(
  '../locales/vi-VN/{common,tabBar,search,product,productDetails,cart,offline}.json',
  {
    eager: true,
    import: 'default',
  },
);
