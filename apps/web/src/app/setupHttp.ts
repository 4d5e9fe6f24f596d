import { HEADER_NAMES } from '@storefront/contract';
import { i18n } from '../i18n';
import { configureHttp } from '../lib/http';
import { local, session } from '../lib/storage';
import { useLocaleStore } from '../lib/stores/locale.store';
import { useSessionStore } from '../lib/stores/session.store';
import { navigateToLogin } from './router/createAppRouter';

/** The spec §7 headers from the current session; the client drops empty ones. */
export function sessionHeaders(): Record<string, string | undefined> {
  const s = useSessionStore.getState();
  const staff = s.isGuestOrdering === 1 ? s.temporaryUser : null;
  return {
    [HEADER_NAMES.acceptLanguage]: useLocaleStore.getState().locale,
    [HEADER_NAMES.authorization]: s.token || undefined,
    [HEADER_NAMES.guestAuthorization]: s.visitorToken || undefined,
    [HEADER_NAMES.originalMemberId]: staff ? String(staff.id) : undefined,
    // Header values must be Latin-1; staff user names may be Thai or Chinese.
    [HEADER_NAMES.originalUserName]: staff ? encodeURIComponent(staff.bdUsername) : undefined,
    [HEADER_NAMES.qrCode]: session.get('transferPage')?.uid,
    [HEADER_NAMES.deviceIdentifier]: local.get('visitorId'),
  };
}

/**
 * Spec §4 on a 401: reset the session, forget the stored user and address, go to login. In guest
 * ordering the 401 is about the customer's proxy token (ended elsewhere or expired): the staff
 * member's own session is restored instead of throwing both away.
 */
export function resetSessionAndLogin(): void {
  const s = useSessionStore.getState();
  if (s.isGuestOrdering === 1 && s.exitGuestOrdering()) {
    local.remove('address');
    return;
  }
  s.reset();
  local.remove('address');
  navigateToLogin();
}

export function setupHttp(): void {
  configureHttp({
    headers: sessionHeaders,
    onUnauthorized: resetSessionAndLogin,
    text: (key) => i18n.t(`common:errors.${key}`),
  });
}
