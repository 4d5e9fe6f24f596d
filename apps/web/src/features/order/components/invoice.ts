import type { InvoiceRequest } from '@storefront/contract';

/** The invoice form as typed: every field a string, both kinds' fields kept while switching. */
export interface InvoiceDraft {
  type: 'individual' | 'company';
  title: string;
  personalIdNumber: string;
  taxNumber: string;
  branch: string;
  purchaseOrderNumber: string;
  address: string;
  email: string;
  businessLicence: string;
}

export const emptyInvoice: InvoiceDraft = {
  type: 'individual',
  title: '',
  personalIdNumber: '',
  taxNumber: '',
  branch: '',
  purchaseOrderNumber: '',
  address: '',
  email: '',
  businessLicence: '',
};

export type InvoiceField = keyof Omit<InvoiceDraft, 'type'>;
export type InvoiceErrorKey =
  'titleRequired' | 'companyNameRequired' | 'taxNumberInvalid' | 'emailRequired' | 'emailInvalid';

/** The contract's shapes: a tax number is 8–20 letters, digits or hyphens (usually 18), per spec §5. */
const TAX_NUMBER = /^[0-9A-Za-z-]{8,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Spec §5 rules, checked before sending so the message sits at its field in the person's language. */
export function validateInvoice(d: InvoiceDraft): Partial<Record<InvoiceField, InvoiceErrorKey>> {
  const errors: Partial<Record<InvoiceField, InvoiceErrorKey>> = {};
  if (!d.title.trim()) errors.title = d.type === 'company' ? 'companyNameRequired' : 'titleRequired';
  if (d.type === 'company' && !TAX_NUMBER.test(d.taxNumber.trim())) errors.taxNumber = 'taxNumberInvalid';
  if (!d.email.trim()) errors.email = 'emailRequired';
  else if (!EMAIL.test(d.email.trim())) errors.email = 'emailInvalid';
  return errors;
}

const opt = (v: string) => v.trim() || undefined;

/** Only the fields of the chosen kind travel; empty optional fields are left out. */
export function toInvoiceRequest(d: InvoiceDraft): InvoiceRequest {
  if (d.type === 'individual') {
    return {
      type: 'individual',
      title: d.title.trim(),
      personalIdNumber: opt(d.personalIdNumber),
      email: d.email.trim(),
    };
  }
  return {
    type: 'company',
    title: d.title.trim(),
    taxNumber: d.taxNumber.trim(),
    branch: opt(d.branch),
    purchaseOrderNumber: opt(d.purchaseOrderNumber),
    address: opt(d.address),
    email: d.email.trim(),
    businessLicence: opt(d.businessLicence),
  };
}
