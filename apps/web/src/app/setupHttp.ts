import { dialog } from '../lib/overlays';
import { HEADER_NAMES } from '@storefront/contract/constants';
import { i18n } from '../i18n';
import { configureHttp } from '../lib/http';
import { local, session } from '../lib/storage';
import { useLocaleStore } from '../lib/stores/locale.store';
import { useSessionStore } from '../lib/stores/session.store';
import { fetchMemberInfo } from '../lib/stores/memberInfo';
import { actingForName, isRedeemingTicket } from '../lib/actingFor';
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
 * member's own session is restored instead of throwing both away, and they are told so: a
 * silent switch left staff ordering in their own account believing it was the customer's.
 */
export function resetSessionAndLogin(): void {
  if (isRedeemingTicket()) return;
  const s = useSessionStore.getState();
  if (s.isGuestOrdering === 1) {
    const name = actingForName(s);
    const staffToken = s.temporaryUser?.token;
    if (s.exitGuestOrdering() && staffToken) {
      local.remove('address');
      // The staff member's info (and saved address, and so their warehouse) is read again.
      void fetchMemberInfo({ silent: true }).catch(() => undefined);
      void dialog.alert({
        content: i18n.t('common:actingFor.ended', { name }),
        confirmText: i18n.t('common:position.ok'),
      });
      return;
    }
    // Entered from a CRM ticket with no staff session on this device: nothing to return to.
    void dialog.alert({
      content: i18n.t('common:actingFor.endedNoStaff', { name }),
      confirmText: i18n.t('common:position.ok'),
    });
  }
  useSessionStore.getState().reset();
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
