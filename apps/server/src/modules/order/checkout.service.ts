import type {
  CheckoutInput,
  CheckoutPreview,
  Locale,
  OrderAmounts,
  OrderLine,
  PaymentMethod,
  VisitorAddress,
} from '@storefront/contract';
import { PAYMENT_METHODS } from '@storefront/contract';
import type { Db } from '../../db/client.js';
import type { OrderAddressSnapshot, OrderLinePromotion } from '../../db/schema/index.js';
import { translate } from '../../i18n/index.js';
import { invalidField, notFound } from '../../lib/errors.js';
import { pick } from '../../lib/localize.js';
import { distanceKm, isKnownPosition } from '../../shared/geo/delivery.js';
import { formatMoney } from '../../shared/pricing/money.js';
import { type PricedCart, priceCart } from '../../shared/pricing/pricing.service.js';
import {
  type CheckoutContext,
  type CheckoutContextQuery,
  type CheckoutWarehouse,
  checkoutContext,
} from './checkout.repository.js';
import type { BankAccount } from './emvco.js';
import { promotionLabel, soldUnder } from './line-promotion.js';
import { lineFigures } from './order.mapper.js';
import { DEFAULT_SLOT_SETTINGS, type SlotSettings, TIME_ZONES } from './slots.js';

/** Who checks out: a member (maybe through a sales rep's proxy session) or a visitor. */
export type Buyer =
  { kind: 'member'; memberId: number; actingStaffId: number | null } | { kind: 'visitor'; visitorId: string };

/** Everything the preview shows and the placement records, computed the same way for both. */
export interface Checkout {
  warehouse: CheckoutWarehouse;
  slotSettings: SlotSettings;
  priced: PricedCart;
  list: OrderLine[];
  unavailable: CheckoutPreview['unavailable'];
  amounts: OrderAmounts;
  address: OrderAddressSnapshot | null;
  deliverable: boolean | null;
  needsAdultConfirmation: boolean;
  paymentMethods: CheckoutPreview['paymentMethods'];
  bankAccount: BankAccount | null;
  paymentTimeoutMinutes: number;
  /** What each line (by SKU) keeps of the promotion that applied to it. */
  promotions: Map<number, OrderLinePromotion | null>;
  /** Placement only: the new order's row id and number sequence, taken in the same read. */
  ids: CheckoutContext['ids'];
}

const SETTING_KEYS = ['USER_WALLET_SHOW', 'PAYMENT_BANK_ACCOUNTS', 'paymentTimeoutMinutes'];

export function slotSettingsOf(w: CheckoutWarehouse): SlotSettings {
  const s = w.settings;
  return {
    timeZone: s?.timeZone ?? TIME_ZONES[w.countryCode] ?? 'UTC',
    businessStartTime: w.businessStartTime,
    businessEndTime: w.businessEndTime,
    slotMinutes: s?.slotMinutes ?? DEFAULT_SLOT_SETTINGS.slotMinutes,
    slotCapacity: s?.slotCapacity ?? DEFAULT_SLOT_SETTINGS.slotCapacity,
    cutOffMinutes: s?.cutOffMinutes ?? DEFAULT_SLOT_SETTINGS.cutOffMinutes,
    daysAhead: s?.daysAhead ?? DEFAULT_SLOT_SETTINGS.daysAhead,
    closedWeekdays: s?.closedWeekdays ?? [],
    closedDates: w.closedDates,
  };
}

const visitorAddress = (a: VisitorAddress): OrderAddressSnapshot => ({
  name: a.name,
  phoneCountryCode: a.phoneCountryCode,
  phoneNumber: a.phoneNumber,
  detailAddress: a.detailAddress,
  houseNumber: a.houseNumber,
  postCode: a.postCode ?? null,
  provinceCode: a.provinceCode ?? null,
  districtCode: a.districtCode ?? null,
  wardCode: a.wardCode ?? null,
  latitude: a.latitude ?? null,
  longitude: a.longitude ?? null,
});

/**
 * The delivery address: a member's own saved one (another member's id is a 404), or a visitor's
 * typed one. A member delivers only to a saved address: its stored position decides whether it is
 * deliverable and what the freight costs, never coordinates sent with the order.
 */
function resolveAddress(buyer: Buyer, input: CheckoutInput, ctx: CheckoutContext): OrderAddressSnapshot | null {
  if (input.deliveryType !== 'delivery') return null;
  if (buyer.kind === 'member') {
    if (!input.memberReceiveAddressId) return null;
    if (!ctx.ownAddress) throw notFound();
    return { ...ctx.ownAddress };
  }
  return input.address ? visitorAddress(input.address) : null;
}

/** The lines to check out: the member's selected cart lines, or the visitor's items; narrowed by productSkuIds. */
function linesOf(buyer: Buyer, input: CheckoutInput, ctx: CheckoutContext) {
  const all =
    buyer.kind === 'member'
      ? ctx.cartLines
      : (input.items ?? []).map((i) => ({ productSkuId: i.productSkuId, quantity: i.quantity }));
  const only = input.productSkuIds ? new Set(input.productSkuIds) : null;
  return all.filter((l) => !only || only.has(l.productSkuId)).map((l) => ({ ...l, selected: true }));
}

/** What `buildCheckout` reads besides prices, for this buyer and input (placement: with new ids). */
export const checkoutContextFor = (buyer: Buyer, input: CheckoutInput, placement: boolean): CheckoutContextQuery => ({
  warehouseId: input.currentWarehouseId,
  settingKeys: SETTING_KEYS,
  memberId: buyer.kind === 'member' ? buyer.memberId : null,
  addressId:
    input.deliveryType === 'delivery' && buyer.kind === 'member' ? (input.memberReceiveAddressId ?? null) : null,
  placement,
});

/**
 * The checkout of the preview and the placement. `read` is the context when the caller already
 * read it (placement reads it with its idempotency claim); otherwise it is read here.
 */
export async function buildCheckout(
  db: Db,
  locale: Locale,
  buyer: Buyer,
  input: CheckoutInput,
  notes: Map<number, string> = new Map(),
  read?: CheckoutContext | null,
): Promise<Checkout> {
  const ctx = read === undefined ? await checkoutContext(db, checkoutContextFor(buyer, input, false)) : read;
  if (!ctx) throw invalidField('body.currentWarehouseId', 'cart.unknownWarehouse');
  const { warehouse, settings } = ctx;
  const address = resolveAddress(buyer, input, ctx);
  const lines = linesOf(buyer, input, ctx);
  const priced = await priceCart(db, {
    locale,
    warehouseId: warehouse.id,
    lines,
    addressId: input.deliveryType === 'delivery' && buyer.kind === 'member' ? input.memberReceiveAddressId : undefined,
    memberId: buyer.kind === 'member' ? buyer.memberId : undefined,
    position: input.deliveryType === 'delivery' && buyer.kind === 'visitor' ? input.address : undefined,
    coupon: input.couponId === undefined ? 'best' : input.couponId,
  });
  // One order is one fulfilment group (docs/decisions/0047-journeys-to-their-end.md): same-day and
  // shipped lines are checked out apart, as the cart estimated them.
  const groups = priced.engine.groups;
  if (groups.length > 1)
    throw invalidField(buyer.kind === 'member' ? 'body.productSkuIds' : 'body.items', 'order.oneFulfilment');
  const shipped = groups[0]?.fulfilment === 'shipped';
  const s = priced.pricing.summary;
  // Pickup costs no delivery: the freight the engine priced for a delivery is dropped whole.
  const freight =
    input.deliveryType === 'pickup'
      ? { basic: 0, discount: 0, additional: 0, total: 0 }
      : {
          basic: s.freight.basic,
          discount: s.freight.discount,
          additional: s.freight.additional,
          total: s.freight.payable,
        };
  const amounts: OrderAmounts = {
    currencyCode: s.currencyCode,
    productTotal: s.productTotal,
    promotionDiscount: s.promotionDiscount,
    directDiscount: s.directDiscount,
    couponDiscount: s.couponEstimate,
    priceAdjustment: 0,
    freight,
    payable: s.goodsAmount + freight.total,
  };
  // The preview words each line's promotion as the order will: what applied, not what the cart announces.
  const promotions = new Map(priced.engine.lines.map((l) => [l.productSkuId, soldUnder(l.promotion)]));
  const list: OrderLine[] = priced.pricing.list.map((l) => {
    const kept = promotions.get(l.productSkuId) ?? null;
    return {
      productSkuId: l.productSkuId,
      ...lineFigures(l),
      promotion: promotionLabel(kept, kept ? (priced.promotionTitles.get(kept.id) ?? '') : '', locale, priced.currency),
      note: notes.get(l.productSkuId) ?? null,
    };
  });
  const bankAccount = bankAccountOf(settings.PAYMENT_BANK_ACCOUNTS, warehouse.countryCode);
  const deliverable =
    input.deliveryType === 'pickup' || !address
      ? null
      : isKnownPosition(address.latitude, address.longitude) &&
        distanceKm(address.latitude, address.longitude!, warehouse.latitude, warehouse.longitude) <=
          warehouse.deliveryRadiusKm;
  const paymentMethods = paymentOptions(locale, buyer, ctx.account, {
    payable: amounts.payable,
    currency: priced.currency,
    walletShown: settings.USER_WALLET_SHOW === true,
    hasBankAccount: bankAccount !== null,
  });
  const timeout = settings.paymentTimeoutMinutes;
  return {
    warehouse,
    // Shipped goods never arrive the day they are ordered: their first slot is tomorrow's.
    slotSettings: { ...slotSettingsOf(warehouse), firstDay: shipped ? 1 : 0 },
    priced,
    list,
    unavailable: priced.pricing.unavailable,
    amounts,
    address,
    deliverable,
    needsAdultConfirmation: list.some((l) => l.is18Plus),
    paymentMethods,
    bankAccount,
    paymentTimeoutMinutes: typeof timeout === 'number' && timeout > 0 ? timeout : 30,
    promotions,
    ids: ctx.ids,
  };
}

/** The retailer's account for a country from the setting, or null when none is configured. */
export function bankAccountOf(value: unknown, countryCode: string): BankAccount | null {
  if (!value || typeof value !== 'object') return null;
  const a = (value as Record<string, unknown>)[countryCode];
  if (!a || typeof a !== 'object') return null;
  const b = a as Partial<BankAccount>;
  return typeof b.standard === 'string' && typeof b.accountNumber === 'string' && typeof b.accountName === 'string'
    ? (b as BankAccount)
    : null;
}

function paymentOptions(
  locale: Locale,
  buyer: Buyer,
  account: CheckoutContext['account'],
  o: { payable: number; currency: PricedCart['currency']; walletShown: boolean; hasBankAccount: boolean },
): CheckoutPreview['paymentMethods'] {
  const money = (n: number) => formatMoney(n, o.currency, locale);
  const t = (k: Parameters<typeof translate>[1], p?: Record<string, string>) => translate(locale, k, p);
  const offer = (method: PaymentMethod) => {
    const no = (reason: CheckoutPreview['paymentMethods'][number]['reason'] & string, message: string) => ({
      method,
      available: false,
      reason,
      message,
    });
    const yes = (message: string | null = null) => ({ method, available: true, reason: null, message });
    switch (method) {
      case 'cashOnDelivery':
        return yes();
      case 'bankTransfer':
        return o.hasBankAccount ? yes() : no('noBankAccount', t('order.pay.noBankAccount'));
      case 'credit': {
        if (buyer.kind !== 'member') return no('membersOnly', t('order.pay.membersOnly'));
        const limit = account?.creditLimit ?? 0;
        if (limit <= 0) return no('noCredit', t('order.pay.noCredit'));
        const available = Math.max(0, limit - (account?.creditUsed ?? 0));
        return available >= o.payable
          ? yes(t('order.pay.creditLeft', { available: money(available) }))
          : no('insufficientCredit', t('order.pay.insufficientCredit', { available: money(available) }));
      }
      case 'wallet': {
        if (!o.walletShown) return no('walletHidden', t('order.pay.walletHidden'));
        if (buyer.kind !== 'member') return no('membersOnly', t('order.pay.membersOnly'));
        const balance = account?.walletBalance ?? 0;
        return balance >= o.payable
          ? yes(t('order.pay.walletLeft', { balance: money(balance) }))
          : no('insufficientWallet', t('order.pay.insufficientWallet', { balance: money(balance) }));
      }
    }
  };
  return PAYMENT_METHODS.map(offer);
}

export const warehouseName = (w: { names: Record<string, string | undefined> }, locale: Locale) =>
  pick(w.names, locale);
