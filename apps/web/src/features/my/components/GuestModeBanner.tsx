import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useSessionStore } from '../../../lib/stores/session.store';
import { useT } from '../../../i18n';
import { useGuestOrdering } from './useGuestOrdering';

/** In guest mode: who the staff member is ordering for, and the way back to their own account. */
export function GuestModeBanner({ customer }: { customer: string }) {
  const { t } = useT();
  const staff = useSessionStore((s) => s.temporaryUser);
  // The server names the acting staff member in the customer's info; the stored user name is the fallback.
  const actingStaff = useSessionStore((s) => s.actingStaff);
  const { exit } = useGuestOrdering();
  const [busy, setBusy] = useState(false);
  return (
    <section className="guest-banner" aria-labelledby="guest-banner-title">
      <h2 id="guest-banner-title" className="guest-banner__title">
        {t('common:actingFor.mode')}
      </h2>
      <p className="guest-banner__text">
        {t('my:guestModeText', { customer, staff: actingStaff?.nickname || staff?.bdUsername || '' })}
      </p>
      <Button
        color="warning"
        fill="solid"
        loading={busy}
        onClick={() => {
          setBusy(true);
          void exit().finally(() => setBusy(false));
        }}
        data-testid="exit-guest-mode"
      >
        {t('my:exitGuestMode')}
      </Button>
    </section>
  );
}
