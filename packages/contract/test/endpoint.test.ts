import { describe, expectTypeOf, it } from 'vitest';
import type { RequestOf } from '../src/endpoint.js';
import type { getCountry } from '../src/global.js';
import type { getMemberInfo, listCustomers, loginByPassword, sendSmsCode } from '../src/auth.js';

describe('RequestOf', () => {
  it('types the query and body of an endpoint from its schemas', () => {
    expectTypeOf<RequestOf<typeof sendSmsCode>['query']>().toHaveProperty('phoneNumber');
    expectTypeOf<RequestOf<typeof loginByPassword>['body']>().toHaveProperty('password');
  });

  it('has neither for an endpoint without them', () => {
    expectTypeOf<RequestOf<typeof getCountry>['query']>().toEqualTypeOf<undefined>();
    expectTypeOf<RequestOf<typeof getCountry>['body']>().toEqualTypeOf<undefined>();
  });
});

describe('access', () => {
  it('keeps the declared access as a literal type, so the server can type its handler by it', () => {
    expectTypeOf<(typeof getMemberInfo)['access']>().toEqualTypeOf<'member'>();
    expectTypeOf<(typeof listCustomers)['access']>().toEqualTypeOf<'staff'>();
    expectTypeOf<(typeof getCountry)['access']>().toEqualTypeOf<'public'>();
  });
});
