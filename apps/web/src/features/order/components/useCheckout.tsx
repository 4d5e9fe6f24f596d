import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast, dialog } from '../../../lib/overlays';
import { priceChangedSchema, type PlacedOrder } from '@storefront/contract';
import { keepAlive } from '../../../app/keepAlive/keepAlive.store';
import { useMoney } from '../../../components/Price';
import { useT } from '../../../i18n';
import { CART_KEY, removeVisitorLines, useCartStore } from '../../../lib/cart';
import { isApiError, isNetworkError } from '../../../lib/http';
import { getPosition, hasStoredPosition, local } from '../../../lib/storage';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { useSessionStore } from '../../../lib/stores/session.store';
import { useWarehouseId } from '../../../lib/stores/warehouse.store';
import { orderKey, orderQuery } from '../api/orderRef';
import { payNowQuery } from '../api/payNow';
import { usePlaceOrder } from '../api/placeOrder';
import { usePreviewOrder } from '../api/previewOrder';
import { rememberVisitorOrder } from '../visitorOrders';
import {
  placeOrderBody,
  previewInput,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutForm,
  type CheckoutLines,
} from './checkoutForm';
import { IdempotencyKeys } from './idempotency';

const ids = (raw: string | null) =>
  (raw ?? '')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);

/**
 * The checkout's state and its one submit. The lines are the cart's selected ones (a member's on
 * the server, a visitor's in the local cart), narrowed by `?productSkuIds=1,2` when given.
 */
export function useCheckout() {
  const { t } = useT();
  const money = useMoney();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const locale = useLocaleStore((s) => s.locale);
  const phoneCode = useLocaleStore((s) => s.country?.phoneCode ?? '');
  const warehouseId = useWarehouseId();
  const token = useSessionStore((s) => s.token);
  const memberDto = useSessionStore((s) => s.memberDto);
  const addresses = useSessionStore((s) => s.memberReceiveAddressList) ?? [];
  const member = !!token;
  const narrowed = useMemo(() => ids(params.get('productSkuIds')), [params]);
  const visitorLines = useCartStore((s) => (warehouseId ? s.visitor[String(warehouseId)] : undefined));
  const unselected = useCartStore((s) => (warehouseId ? s.unselected[String(warehouseId)] : undefined));

  const lines: CheckoutLines = useMemo(() => {
    if (member) return { member: true, productSkuIds: narrowed.length ? narrowed : undefined };
    const off = new Set(unselected ?? []);
    const only = new Set(narrowed);
    const items = (visitorLines ?? []).filter(
      (l) => !off.has(l.productSkuId) && (!only.size || only.has(l.productSkuId)),
    );
    return { member: false, items };
  }, [member, narrowed, visitorLines, unselected]);

  const [form, setForm] = useState<CheckoutForm>(() => {
    const saved = local.get('address');
    const start =
      addresses.find((a) => a.id === saved?.id) ?? addresses.find((a) => a.defaultStatus === 1) ?? addresses[0];
    const contact = {
      name: memberDto?.nickname ?? '',
      phoneCountryCode: memberDto?.phoneCountryCode ?? phoneCode,
      phoneNumber: memberDto?.phone ?? '',
    };
    // A visitor who let the browser share the position is most likely ordering to where they are;
    // the location field shows it and lets them move it (a map pick or "use my location" again).
    const here = hasStoredPosition() ? getPosition() : null;
    return {
      deliveryType: 'delivery',
      addressId: start?.id ?? null,
      visitorAddress: {
        name: '',
        phoneCountryCode: phoneCode,
        phoneNumber: '',
        detailAddress: '',
        houseNumber: '',
        latitude: here?.latitude ?? null,
        longitude: here?.longitude ?? null,
      },
      pickup: contact,
      slot: null,
      notes: {},
      couponId: 'best',
      invoice: null,
      paymentMethod: null,
      adultConfirmed: false,
    };
  });
  const update = (patch: Partial<CheckoutForm>) => setForm((f) => ({ ...f, ...patch }));

  // A kept-alive checkout still holds the address chosen before: a default set since then
  // (on the address screen) is preselected as soon as the member's list says so.
  const defaultId = addresses.find((a) => a.defaultStatus === 1)?.id ?? null;
  const seenDefault = useRef(defaultId);
  useEffect(() => {
    if (defaultId === seenDefault.current) return;
    seenDefault.current = defaultId;
    if (defaultId !== null) setForm((f) => ({ ...f, addressId: defaultId }));
  }, [defaultId]);

  const hasLines = lines.member || lines.items.length > 0;
  const input = warehouseId && hasLines ? previewInput(warehouseId, lines, form) : null;
  const preview = usePreviewOrder(locale, input);
  const place = usePlaceOrder();
  const keys = useRef(new IdempotencyKeys()).current;
  // After the first attempt the messages follow the form, so a fixed field loses its message at once.
  const [tried, setTried] = useState(false);
  const errors: CheckoutErrors = useMemo(
    () => (tried && preview.data ? validateCheckout(member, form, preview.data) : {}),
    [tried, member, form, preview.data],
  );
  const [retryHint, setRetryHint] = useState(false);

  const placed = (order: PlacedOrder) => {
    const ref = { orderId: order.orderId, orderSecret: order.orderSecret ?? undefined };
    if (order.orderSecret) rememberVisitorOrder({ orderId: order.orderId, orderSecret: order.orderSecret });
    if (!lines.member && warehouseId)
      removeVisitorLines(
        warehouseId,
        lines.items.map((l) => l.productSkuId),
      );
    if (order.payment) queryClient.setQueryData(payNowQuery(ref).queryKey, order.payment);
    void queryClient.invalidateQueries({ queryKey: CART_KEY });
    void queryClient.invalidateQueries({ queryKey: orderKey });
    // Spec §2: checkout leaves keep-alive once the order is placed, so the next one starts fresh.
    keepAlive.keepSubmitOrder(false);
    void navigate(`/orderResult?${orderQuery(ref)}`, { replace: true });
  };

  const submit = async (expectedPayable?: number): Promise<void> => {
    const shown = preview.data;
    if (!shown || !warehouseId || place.isPending) return;
    const found = validateCheckout(member, form, shown);
    setTried(true);
    if (Object.keys(found).length) {
      // Each message stands at its field (no toast on top): bring the first into view and focus its input.
      requestAnimationFrame(() => {
        const first = document.querySelector<HTMLElement>('.submit-order .field__error');
        first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
        if (first?.id)
          document.querySelector<HTMLElement>(`[aria-describedby~="${first.id}"]`)?.focus({ preventScroll: true });
      });
      return;
    }
    const ordered = shown.list.map((l) => l.productSkuId);
    const body = placeOrderBody(
      warehouseId,
      lines,
      form,
      expectedPayable ?? shown.amounts.payable,
      ordered,
      shown.couponId,
    );
    const idempotencyKey = keys.keyFor(body);
    setRetryHint(false);
    try {
      const order = await place.mutateAsync({ body, idempotencyKey });
      keys.spend();
      placed(order);
    } catch (e) {
      // The order may or may not have been placed: the same key on the next tap gets the answer.
      if (isNetworkError(e)) {
        setRetryHint(true);
        return;
      }
      keys.spend();
      const changed = isApiError(e) && e.code === 409 ? priceChangedSchema.safeParse(e.data) : null;
      if (changed?.success) {
        const now = changed.data.amounts;
        void preview.refetch();
        const ok = await dialog.confirm({
          'aria-label': t('submitOrder:priceChanged.title'),
          title: t('submitOrder:priceChanged.title'),
          content: (
            <div data-testid="price-changed">
              <p>{t('submitOrder:priceChanged.text')}</p>
              <p>
                <s>{t('submitOrder:priceChanged.was', { amount: money(body.expectedPayable, now.currencyCode) })}</s>
              </p>
              <p>
                <strong>{t('submitOrder:priceChanged.now', { amount: money(now.payable, now.currencyCode) })}</strong>
              </p>
            </div>
          ),
          confirmText: t('submitOrder:priceChanged.confirm'),
          cancelText: t('submitOrder:priceChanged.back'),
        });
        if (ok) await submit(now.payable);
        return;
      }
      toast.show({ content: (isApiError(e) && e.message) || t('common:errors.server') });
      void preview.refetch();
    }
  };

  return { member, addresses, lines, form, update, preview, place, errors, retryHint, submit, warehouseId };
}
