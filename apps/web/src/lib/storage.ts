import type {
  AppSettings,
  Country,
  CustomerSummary,
  Locale,
  MemberAddress,
  MemberInfo,
  Warehouse,
} from '@storefront/contract';
import { isEmpty } from './isEmpty';

export { isEmpty };

/**
 * The one place that touches local and session storage (spec §3). Values are JSON; a corrupt or
 * foreign value reads as absent instead of crashing the app at start-up.
 */

export interface Position {
  latitude: number;
  longitude: number;
}
export const DEFAULT_POSITION: Position = { latitude: 0, longitude: 0 };

/** The staff member's own session while ordering on behalf of a customer (spec §3, DESIGN §5). */
export interface TemporaryUser {
  id: number;
  token: string;
  bdUsername: string;
}

/**
 * The user session of spec §3 as stored under `user`: the tokens, the staff member kept aside in
 * guest ordering, and the /sso/info answer spread flat (id, isRegulars, accounts, memberDto,
 * memberReceiveAddressList, plus the contract's actingStaff and canManipulateOrder).
 */
export interface StoredSession extends Partial<MemberInfo> {
  token: string;
  visitorToken: string;
  temporaryUser: TemporaryUser | null;
  isGuestOrdering: 0 | 1;
  /** Customers a staff member logged in as lately, newest first (spec §3 guestLoginList). */
  guestLoginList: CustomerSummary[];
}

/** A saved address (spec §3); "empty" is absent or id 0. */
export type StoredAddress = MemberAddress;

export interface VisitorCartLine {
  productSkuId: number;
  quantity: number;
}

/** A member's cart change made offline (lib/cart/offlineQueue), as the cart endpoints take it. */
export type CartChange =
  | { kind: 'add'; warehouseId: number; productSkuId: number; quantity: number }
  | { kind: 'quantity'; warehouseId: number; productSkuId: number; quantity: number }
  | { kind: 'delete'; warehouseId: number; productSkuIds: number[] };

export interface CartQueue {
  /** The session that made the changes: any other session drops them. */
  token: string;
  changes: CartChange[];
}

export interface TransferPage {
  source: string;
  uid: string;
}

interface LocalKeys {
  currentPosition: Position;
  visitorId: string;
  address: StoredAddress;
  user: StoredSession;
  /** A visitor's cart lines per warehouse id. */
  visitorCart: Record<string, VisitorCartLine[]>;
  /** The visitor's lines left out of checkout, per warehouse id (beside visitorCart, whose shape the spec fixes). */
  visitorCartUnselected: Record<string, number[]>;
  locale: Locale;
  /** The chosen country's code; the full country is re-read from getCountry at boot. */
  country: Country['countryCode'];
  /** The warehouse the user picked by hand; kept while it still serves them (warehouse.store). */
  warehouseId: number;
  /** The warehouse last shown: a member's, found by address online, stands in for it offline (warehouse.store). */
  lastWarehouse: Warehouse;
  /** Secrets of the orders a visitor placed on this device, newest first (features/order). */
  visitorOrders: { orderId: number; orderSecret: string }[];
  /** A member's cart changes made offline, waiting to be sent, with the session that made them (lib/cart). */
  cartQueue: CartQueue;
  /** The shopper's answer to the position popup, so it is asked once (features/position). */
  positionAnswer: 'granted' | 'dismissed' | 'denied';
  /**
   * The boot's two shop-wide reads as last answered, in their locale (app/boot): a page never seen
   * opens offline with them, as the saved pages do with the reads drawn into them.
   */
  bootReads: { locale: Locale; countries: Country[]; settings: AppSettings };
  /** Set by hand (support, a staging check) or by the e2e suite: production checks answers (lib/http/answerCheck). */
  checkAnswers: boolean;
}
interface SessionKeys {
  transferPage: TransferPage;
  /** When the app last reloaded itself after a script of a replaced build failed to load (ms). */
  staleBuildReloadAt: number;
}

function read<T>(area: Storage | undefined, key: string): T | undefined {
  try {
    const raw = area?.getItem(key);
    if (raw == null) return undefined;
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

function write(area: Storage | undefined, key: string, value: unknown): void {
  try {
    area?.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the app keeps working from memory for this visit.
  }
}

const localArea = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);
const sessionArea = (): Storage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

export const local = {
  get: <K extends keyof LocalKeys>(key: K): LocalKeys[K] | undefined => read(localArea(), key),
  set: <K extends keyof LocalKeys>(key: K, value: LocalKeys[K]): void => write(localArea(), key, value),
  remove: (key: keyof LocalKeys): void => localArea()?.removeItem(key),
};

export const session = {
  get: <K extends keyof SessionKeys>(key: K): SessionKeys[K] | undefined => read(sessionArea(), key),
  set: <K extends keyof SessionKeys>(key: K, value: SessionKeys[K]): void => write(sessionArea(), key, value),
  remove: (key: keyof SessionKeys): void => sessionArea()?.removeItem(key),
};

/** The stored position, or the spec's default of 0/0 when none (or a broken one) is stored. */
export function getPosition(): Position {
  const p = local.get('currentPosition');
  return p && typeof p.latitude === 'number' && typeof p.longitude === 'number' ? p : { ...DEFAULT_POSITION };
}

/** True when a real position was saved; 0/0 is the spec's "not known yet". */
export function hasStoredPosition(): boolean {
  const p = local.get('currentPosition');
  return !!p && typeof p.latitude === 'number' && p.latitude !== 0;
}

export const visitorCart = {
  get: (warehouseId: string | number): VisitorCartLine[] => local.get('visitorCart')?.[String(warehouseId)] ?? [],
  set: (warehouseId: string | number, lines: VisitorCartLine[]): void =>
    local.set('visitorCart', { ...local.get('visitorCart'), [String(warehouseId)]: lines }),
  clear: (): void => local.remove('visitorCart'),
};
