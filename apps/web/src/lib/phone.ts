// Screens that show phones are loaded on demand, so libphonenumber's metadata stays out of the
// first page.
export { formatPhone } from '@storefront/contract/phone';
