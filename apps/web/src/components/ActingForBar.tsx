import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from 'antd-mobile';
import { UserOutline } from 'antd-mobile-icons';
import { actingForName, exitActingFor } from '../lib/actingFor';
import { useSessionStore } from '../lib/stores/session.store';
import { useT } from '../i18n';
import './ActingForBar.css';

/**
 * On every screen while staff order for a customer: whose account this is, and the
 * way back. Without it staff forgot they were in the customer's account and ordered for themselves.
 */
export function ActingForBar() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const acting = useSessionStore((s) => s.isGuestOrdering === 1);
  const name = useSessionStore(actingForName);
  const [busy, setBusy] = useState(false);
  if (!acting) return null;
  return (
    <aside className="acting-for-bar" aria-label={t('common:actingFor.mode')} data-testid="acting-for-bar">
      <UserOutline aria-hidden="true" className="acting-for-bar__icon" />
      <p className="acting-for-bar__text">
        <span className="acting-for-bar__mode">{t('common:actingFor.mode')}</span>
        <strong className="acting-for-bar__name" data-testid="acting-for-name">
          {name ? t('common:actingFor.bar', { name }) : t('common:actingFor.mode')}
        </strong>
      </p>
      <Button
        size="small"
        className="acting-for-bar__exit"
        loading={busy}
        aria-label={t('common:actingFor.exitLabel', { name })}
        onClick={() => {
          setBusy(true);
          // The screen on show is the customer's (an order, a checkout): staff land on their own
          // account page, so nothing of the customer stays in view after the exit.
          void exitActingFor(queryClient)
            .then(() => navigate('/my', { replace: true }))
            .finally(() => setBusy(false));
        }}
        data-testid="acting-for-exit"
      >
        {t('common:actingFor.exit')}
      </Button>
    </aside>
  );
}
