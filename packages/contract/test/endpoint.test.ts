import { describe, expectTypeOf, it } from 'vitest';
import type { RequestOf } from '../src/endpoint.js';
import type { getCountry } from '../src/global.js';
import type { sendSmsCode, loginByPassword } from '../src/sso.js';

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
