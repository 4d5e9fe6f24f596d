import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { OpsCustomerDetail } from '@storefront/contract';
import { useFormat } from '../../../lib/useFormat';
import { Part } from './Part';

type Entry = OpsCustomerDetail['audit'][number];
type Format = ReturnType<typeof useFormat>;

const PREFIX = 'customer.';
const KNOWN = ['approveCertification', 'rejectCertification', 'setCredit', 'settlement', 'adjustment'] as const;
type Known = (typeof KNOWN)[number];
const knownOf = (action: string): Known | null => {
  const name = action.startsWith(PREFIX) ? action.slice(PREFIX.length) : '';
  return (KNOWN as readonly string[]).includes(name) ? (name as Known) : null;
};

/** What the customer (or staff ordering for them) did to the account, told in words too. */
const ACCOUNT = {
  'login.sms': 'loginSms',
  'login.password': 'loginPassword',
  'member.register': 'memberRegister',
  'password.reset': 'passwordReset',
  'password.change': 'passwordChange',
  'profile.update': 'profileUpdate',
  'proxy.start': 'proxyStart',
} as const;
type AccountAction = keyof typeof ACCOUNT;
const isAccount = (action: string): action is AccountAction => Object.hasOwn(ACCOUNT, action);

/** The entry's action in words; one this console does not know yet keeps its name. */
function actionOf(action: string, t: TFunction): string {
  const known = knownOf(action);
  if (known) return t(`customers.audit.${known}`);
  return isAccount(action) ? t(`customers.account.${ACCOUNT[action]}`) : action;
}

/** The audit detail as the server writes it: read field by field, since an old entry may lack some. */
interface Side {
  creditLimit?: unknown;
  paymentCycle?: unknown;
  isRegulars?: unknown;
  isCertified?: unknown;
  request?: unknown;
  debt?: unknown;
}
interface Detail {
  currencyCode?: unknown;
  note?: unknown;
  before?: Side;
  after?: Side;
}

const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const REQUESTS = ['pending', 'approved', 'rejected'] as const;
const isRequest = (v: unknown): v is (typeof REQUESTS)[number] => (REQUESTS as readonly unknown[]).includes(v);
const isCycle = (v: unknown): v is 0 | 1 | 2 | 3 => v === 0 || v === 1 || v === 2 || v === 3;

/**
 * What one entry changed, each change a sentence in the staff member's language ("Credit limit:
 * ₫5,000,000 → ₫8,000,000"), amounts in the account's currency. Only what differs is told; a
 * field the entry lacks or does not recognise is left out rather than shown raw.
 */
export function changesOf(entry: Entry, t: TFunction, format: Format): string[] {
  const d = (entry.detail ?? {}) as Detail;
  const before = d.before ?? {};
  const after = d.after ?? {};
  const currency = typeof d.currencyCode === 'string' ? d.currencyCode : null;
  const money = (v: number) => (currency ? format.money(v, currency) : String(v));
  const yesNo = (v: boolean) => t(v ? 'customers.yes' : 'customers.no');
  const lines: string[] = [];

  if (isRequest(before.request) && isRequest(after.request) && before.request !== after.request)
    lines.push(
      t('customers.change.request', {
        before: t(`customers.change.requestState.${before.request}`),
        after: t(`customers.change.requestState.${after.request}`),
      }),
    );
  if (typeof before.isCertified === 'boolean' && typeof after.isCertified === 'boolean')
    if (before.isCertified !== after.isCertified)
      lines.push(
        t('customers.change.certified', { before: yesNo(before.isCertified), after: yesNo(after.isCertified) }),
      );
  if (num(before.creditLimit) && num(after.creditLimit) && before.creditLimit !== after.creditLimit)
    lines.push(
      t('customers.change.creditLimit', { before: money(before.creditLimit), after: money(after.creditLimit) }),
    );
  if (isCycle(before.paymentCycle) && isCycle(after.paymentCycle) && before.paymentCycle !== after.paymentCycle)
    lines.push(
      t('customers.change.paymentCycle', {
        before: t(`customers.cycle.${before.paymentCycle}`),
        after: t(`customers.cycle.${after.paymentCycle}`),
      }),
    );
  if (typeof before.isRegulars === 'boolean' && typeof after.isRegulars === 'boolean')
    if (before.isRegulars !== after.isRegulars)
      lines.push(t('customers.change.regular', { before: yesNo(before.isRegulars), after: yesNo(after.isRegulars) }));
  if (num(before.debt) && num(after.debt))
    lines.push(t('customers.change.debt', { before: money(before.debt), after: money(after.debt) }));
  if (typeof d.note === 'string' && d.note) lines.push(t('customers.change.note', { note: d.note }));
  if (lines.length === 0 && d.before !== undefined) lines.push(t('customers.change.none'));
  return lines;
}

/** What staff did to the account, newest first: when, what, who, and each change in words. */
export function CustomerHistory({ audit }: { audit: Entry[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Part id="customer-history" title={t('order.history')}>
      {audit.length === 0 ? (
        <p>{t('customers.noHistory')}</p>
      ) : (
        <ol className="customer-drawer__history">
          {audit.map((a, i) => {
            const changes = changesOf(a, t, format);
            return (
              <li key={`${a.at}-${i}`}>
                <time dateTime={a.at}>{format.dateTime(a.at)}</time>
                {` · ${actionOf(a.action, t)}`}
                {a.staffName !== null && ` · ${t('customers.by', { name: a.staffName })}`}
                {changes.length > 0 && (
                  <ul className="customer-drawer__changes">
                    {changes.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </Part>
  );
}
