import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * One way to show a phone number everywhere, in the shop and the console: international format by
 * the country's own grouping ("+84 901 234 501", "+66 81 234 5678"), the way the server validates
 * it (libphonenumber on both sides), a trunk 0 typed after the code dropped. A number the library
 * cannot read is shown as typed, never dropped.
 */
export function formatPhone(phoneCountryCode: string, phoneNumber: string): string {
  const code = phoneCountryCode.replace(/^\+/, '');
  const digits = phoneNumber.replace(/[^\d]/g, '');
  const parsed = digits ? parsePhoneNumberFromString(`+${code}${digits.replace(/^0+/, '')}`) : undefined;
  return parsed?.isPossible() ? parsed.formatInternational() : `+${code} ${phoneNumber.trim()}`;
}
