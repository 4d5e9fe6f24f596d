import { describe, expect, it } from 'vitest';
import { emptyInvoice, toInvoiceRequest, validateInvoice } from './invoice';

describe('validateInvoice (spec §5)', () => {
  it('asks an individual for a title and a well-formed email', () => {
    expect(validateInvoice({ ...emptyInvoice })).toEqual({ title: 'titleRequired', email: 'emailRequired' });
    expect(validateInvoice({ ...emptyInvoice, title: 'Lan', email: 'lan@example' })).toEqual({ email: 'emailInvalid' });
    expect(validateInvoice({ ...emptyInvoice, title: 'Lan', email: 'lan@example.com' })).toEqual({});
  });

  it('asks a company for its registered name and a tax number of 8–20 letters, digits or hyphens', () => {
    const company = { ...emptyInvoice, type: 'company' as const, email: 'ketoan@example.com' };
    expect(validateInvoice(company)).toEqual({ title: 'companyNameRequired', taxNumber: 'taxNumberInvalid' });
    expect(validateInvoice({ ...company, title: 'Công ty A', taxNumber: '123' })).toEqual({
      taxNumber: 'taxNumberInvalid',
    });
    expect(validateInvoice({ ...company, title: 'Công ty A', taxNumber: '0312345678-001' })).toEqual({});
    expect(validateInvoice({ ...company, title: 'A', taxNumber: '91330000MA27XL0E2Y' })).toEqual({});
  });
});

describe('toInvoiceRequest', () => {
  it('sends only the fields of the chosen kind, trimmed, without empty optional ones', () => {
    const draft = {
      ...emptyInvoice,
      title: ' Lan ',
      personalIdNumber: '',
      taxNumber: 'left from company',
      email: 'lan@example.com ',
    };
    expect(toInvoiceRequest(draft)).toEqual({ type: 'individual', title: 'Lan', email: 'lan@example.com' });
    expect(toInvoiceRequest({ ...draft, type: 'company', taxNumber: '0312345678', branch: 'Q1' })).toEqual({
      type: 'company',
      title: 'Lan',
      taxNumber: '0312345678',
      branch: 'Q1',
      email: 'lan@example.com',
    });
  });
});
