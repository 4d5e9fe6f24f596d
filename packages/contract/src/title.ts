/**
 * A page's title: `<part> · <shop>`, or the shop's name alone when there is no part (Home). The
 * server writes it into the pages it draws (a product page's title for sharing included) and the
 * web app keeps `document.title` with it, so a page keeps its title when the browser takes it over.
 * Its own entry (`@storefront/contract/title`): the web's first load takes no schema (zod) with it.
 */
export const pageTitle = (part: string | undefined, shop: string): string => (part ? `${part} · ${shop}` : shop);
