import { useEffect, useId, useRef } from 'react';
import { Popup, SpinLoading } from 'antd-mobile';
import { createFocusTrap, type FocusTrap } from 'focus-trap';
import { AddOutline, CloseOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { skuDetail } from '@storefront/contract/routes';
import type { Locale } from '@storefront/contract';
import { useT } from '../i18n';
import { call } from '../lib/http';
import { useLocaleStore } from '../lib/stores/locale.store';
import { useWarehouseId } from '../lib/stores/warehouse.store';
import { Price, useMoney } from './Price';
import { LOW_STOCK, StockNote } from './StockNote';
import './OptionsSheet.css';

/** One option a shopper can pick on a card's sheet. */
export interface CardOption {
  productSkuId: number;
  spec: string;
  price: number;
  stock: number | null;
}

/**
 * The card's SKU as the details page reads it (`POST /sku/detail`): its `siblings` are the other
 * options. The same key as the details page's query, so opening the product afterwards is instant.
 */
const optionsQuery = (locale: Locale, productSkuId: number, warehouseId: number | undefined) => ({
  queryKey: ['catalogue', 'detail', locale, productSkuId, warehouseId ?? 0] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(skuDetail, { body: { productSkuId, warehouseId } }, { signal, silent: true }),
});

interface Props {
  /** The SKU the card shows; its product's options are listed. */
  productSkuId: number;
  name: string;
  visible: boolean;
  onClose: () => void;
  onChoose: (option: CardOption) => void;
}

/**
 * A bottom sheet listing a product's options (spec, price now, stock), opened by a card's "+":
 * tapping one adds one of it to the cart (the card does the adding); sold-out options are shown
 * but cannot be picked. Escape, the close button and the mask close it; while it is open the
 * keyboard stays inside it.
 */
export default function OptionsSheet({ productSkuId, name, visible, onClose: close, onChoose: choose }: Props) {
  const { t } = useT();
  const id = useId();
  const money = useMoney();
  const locale = useLocaleStore((s) => s.locale);
  const warehouseId = useWarehouseId();
  const detail = useQuery({ ...optionsQuery(locale, productSkuId, warehouseId), enabled: visible });
  const dialog = useRef<HTMLDivElement>(null);

  // A modal sheet keeps the keyboard inside it (WCAG 2.4.3): Tab cycles through its controls.
  // Escape and the mask are handled below. The card puts the focus back on its "+" as it closes
  // the sheet, so the trap is let go first: active, it would pull that focus back in.
  const trap = useRef<FocusTrap | null>(null);
  const onClose = () => {
    trap.current?.deactivate();
    close();
  };
  const onChoose = (option: CardOption) => {
    trap.current?.deactivate();
    choose(option);
  };
  useEffect(() => {
    const el = dialog.current;
    if (!visible || !el) return;
    const active = createFocusTrap(el, {
      initialFocus: el,
      fallbackFocus: el,
      escapeDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: false,
      // The sheet slides in: its controls are focusable before their boxes settle.
      tabbableOptions: { displayCheck: 'none' },
    });
    trap.current = active.activate();
    return () => {
      active.deactivate();
      trap.current = null;
    };
  }, [visible]);

  const sku = detail.data;
  const options: CardOption[] = sku
    ? [
        { productSkuId: sku.productSkuId, spec: sku.spec, price: sku.price, stock: sku.stock },
        ...sku.siblings.filter((s) => s.productSkuId !== sku.productSkuId),
      ].sort((a, b) => a.productSkuId - b.productSkuId)
    : [];

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="options-sheet" destroyOnClose>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-name`}
        tabIndex={-1}
        className="options-sheet__dialog"
        data-testid="options-sheet"
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            onClose();
          }
        }}
      >
        <div className="options-sheet__head">
          <h2 id={`${id}-title`} className="options-sheet__title">
            {t('product:card.optionsTitle')}
          </h2>
          <button type="button" className="options-sheet__close" aria-label={t('product:card.close')} onClick={onClose}>
            <CloseOutline aria-hidden="true" />
          </button>
        </div>
        <p id={`${id}-name`} className="options-sheet__name">
          {name}
        </p>
        {detail.isPending ? (
          <div className="options-sheet__state">
            <SpinLoading aria-hidden="true" />
            <span className="visually-hidden" role="status">
              {t('common:loading')}
            </span>
          </div>
        ) : detail.isError ? (
          <div className="options-sheet__state" role="alert">
            <p>{t('product:card.optionsFailed')}</p>
            <button type="button" className="options-sheet__retry" onClick={() => void detail.refetch()}>
              {t('common:retry')}
            </button>
          </div>
        ) : (
          <ul className="options-sheet__list">
            {options.map((o) => {
              const out = o.stock !== null && o.stock <= 0;
              const spec = o.spec || t('product:card.option');
              return (
                <li key={o.productSkuId}>
                  <button
                    type="button"
                    className="options-sheet__option"
                    disabled={out}
                    aria-label={t('product:card.addOption', { spec, price: money(o.price, sku!.currencyCode) })}
                    aria-describedby={
                      out || (o.stock !== null && o.stock <= LOW_STOCK) ? `${id}-${o.productSkuId}` : undefined
                    }
                    data-testid="card-option"
                    data-sku={o.productSkuId}
                    onClick={() => onChoose(o)}
                  >
                    <span className="options-sheet__spec">{spec}</span>
                    <span className="options-sheet__price">
                      <Price price={o.price} currencyCode={sku!.currencyCode} />
                      <StockNote stock={o.stock} id={`${id}-${o.productSkuId}`} />
                    </span>
                    {!out && (
                      <span className="options-sheet__add" aria-hidden="true">
                        <AddOutline />
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Popup>
  );
}
