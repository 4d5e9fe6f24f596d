import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A recipient's phone, checked for its own country with libphonenumber's full metadata and kept
 * as the national significant number (trunk 0 dropped). The same rule as the login phone in the
 * sso module, repeated here because modules do not import each other; landlines are accepted
 * (a shop's reception desk is a fine recipient), unlike for login.
 */
export function nationalNumberOf(countryCode: string, typed: string): string | null {
  const parsed = parsePhoneNumberFromString(typed, { defaultCallingCode: countryCode });
  if (!parsed || !parsed.isValid() || parsed.countryCallingCode !== countryCode) return null;
  return parsed.nationalNumber;
}
