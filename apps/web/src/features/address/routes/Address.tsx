import { useQuery } from '@tanstack/react-query';
import { toast, dialog } from '../../../lib/overlays';
import { PendingCard } from '../../../components/PendingCard';
import { Screen } from '../../../components/Screen';
import { settingsQuery } from '../../../lib/queries/settings';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useT } from '../../../i18n';
import { addressListQuery, useDeleteAddress, useSetDefaultAddress } from '../api/addresses';
import { AddressCard } from '../components/AddressCard';
import { addressLine } from '../components/addressText';
import { Link } from 'react-router';
import './Address.css';

/** Spec §2 Address: the list with the default and "not deliverable" marks, set default, edit, delete, add. */
export function Address() {
  const { t } = useT();
  const locale = useLocaleStore((s) => s.locale);
  const list = useQuery(addressListQuery());
  const max = useQuery(settingsQuery(locale)).data?.maxReceiveAddress ?? 20;
  const remove = useDeleteAddress();
  const setDefault = useSetDefaultAddress();
  const busy = remove.isPending || setDefault.isPending;
  const full = (list.data?.length ?? 0) >= max;

  const confirmDelete = async (id: number, line: string) => {
    const ok = await dialog.confirm({
      'aria-label': t('address:deleteConfirm'),
      title: t('address:deleteConfirm'),
      content: t('address:deleteConfirmText', { address: line }),
      confirmText: t('address:delete'),
      cancelText: t('common:cancel'),
    });
    if (!ok) return;
    await remove
      .mutateAsync(id)
      .then(() => toast.show({ content: t('address:deleted') }))
      .catch(() => undefined);
  };

  return (
    <Screen title={t('address:title')}>
      <div className="address-screen">
        {!list.data ? (
          <PendingCard
            className="address-card"
            failed={list.isError}
            failedText={t('address:loadFailed')}
            onRetry={() => void list.refetch()}
            lines={3}
          />
        ) : list.data.length === 0 ? (
          <div className="address-empty">
            <p className="address-empty__title">{t('address:empty')}</p>
            <p className="address-empty__hint">{t('address:emptyHint')}</p>
          </div>
        ) : (
          <ul className="address-list" data-testid="address-list">
            {list.data.map((a) => (
              <AddressCard
                key={a.id}
                address={a}
                busy={busy}
                onSetDefault={() => void setDefault.mutateAsync(a.id).catch(() => undefined)}
                onDelete={() => void confirmDelete(a.id, addressLine(a))}
              />
            ))}
          </ul>
        )}
      </div>
      <div className="address-footer">
        {full && (
          <p id="address-max" className="address-footer__note" role="note">
            {t('address:maxReached', { max })}
          </p>
        )}
        {full ? (
          <button
            type="button"
            className="address-footer__add"
            disabled
            aria-describedby="address-max"
            data-testid="address-add"
          >
            {t('address:add')}
          </button>
        ) : (
          <Link className="address-footer__add" to="/addAddress" data-testid="address-add">
            {t('address:add')}
          </Link>
        )}
      </div>
    </Screen>
  );
}
