/**
 * The member row and the phone that names it (a declared shared service: modules do not import
 * each other). Login (`modules/auth`) finds and creates members by phone; the member's own data
 * (`modules/member`) reads and changes their row; both validate phones the same way.
 *
 *   const phone = await normalizePhone({ db, fields: 'body' }, '84', '0901 234 501'); // or a 422 on the field
 *   const row = await findMemberById(db, actor.memberId);
 *   fieldOf(ctx, 'smsCode') // "body.smsCode": a rule checked in a service names the field as the schema does
 */
export * from './field.js';
export * from './member.repository.js';
export * from './phone.js';
