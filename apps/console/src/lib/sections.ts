import type { StaffRole } from '@storefront/contract/constants';

/**
 * The console's sections in menu order, each with the roles whose work it is (the first a role has is where it lands) (the server declares
 * the same roles on the endpoints behind it, and refuses everyone else). A role sees only its own.
 */
export const SECTIONS = [
  { key: 'orders', roles: ['operations', 'finance'] },
  { key: 'today', roles: ['operations', 'finance'] },
  { key: 'payments', roles: ['finance'] },
  { key: 'customers', roles: ['operations', 'finance'] },
  { key: 'delivery', roles: ['operations'] },
  { key: 'catalogue', roles: ['catalogue'] },
  { key: 'promotions', roles: ['catalogue'] },
  { key: 'staff', roles: ['admin'] },
] as const satisfies readonly { key: string; roles: readonly StaffRole[] }[];

export type SectionKey = (typeof SECTIONS)[number]['key'];

export const sectionsFor = (roles: readonly StaffRole[]): SectionKey[] =>
  SECTIONS.filter((s) => s.roles.some((r) => roles.includes(r))).map((s) => s.key);

/** Every role with a section: who may sign in to the console. */
export const CONSOLE_ROLES: StaffRole[] = [...new Set(SECTIONS.flatMap((s) => [...s.roles]))];

const KEYS: readonly string[] = SECTIONS.map((s) => s.key);

/** The section an address of the console belongs to (`/catalogue/12` → catalogue), or null for none. */
export function sectionOf(path: string): SectionKey | null {
  const first = path.split(/[/?#]/)[1] ?? '';
  return KEYS.includes(first) ? (first as SectionKey) : null;
}

/** Whether the roles open the address: its section is theirs, or it belongs to no section. */
export function mayOpen(path: string, roles: readonly StaffRole[]): boolean {
  const section = sectionOf(path);
  return section === null || sectionsFor(roles).includes(section);
}
