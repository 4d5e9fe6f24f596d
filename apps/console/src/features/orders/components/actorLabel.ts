import type { TFunction } from 'i18next';
import type { AuditActor } from '@storefront/contract';

/**
 * Who did an entry of the history, as staff read it: a staff member by name and roles, the
 * customer, the system, or someone at the ops command line. Ids stay in the API's `actor`.
 */
export function actorLabel(by: AuditActor, t: TFunction, locale: string): string {
  switch (by.kind) {
    case 'staff': {
      const name = by.name ?? t('history.by.someStaff');
      if (by.roles.length === 0) return name;
      const roles = new Intl.ListFormat(locale, { style: 'narrow', type: 'conjunction' }).format(
        by.roles.map((role) => t(`staff.role.${role}`)),
      );
      return t('history.by.staff', { name, roles });
    }
    case 'customer':
      return by.name ? t('history.by.customer', { name: by.name }) : t('history.by.aCustomer');
    case 'operator':
      return by.name ? t('history.by.operator', { name: by.name }) : t('history.by.system');
    case 'system':
      return t('history.by.system');
  }
}
