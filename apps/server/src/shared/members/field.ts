/** Where a request's fields are: the query string of a GET, the body of anything else. */
export type FieldPlace = 'querystring' | 'body';

/** How a service says where its request's fields are (the route reads it from the request). */
export interface FieldsCtx {
  fields: FieldPlace;
}

/** The request method's field place, as schema errors name it. */
export const fieldPlaceOf = (method: string): FieldPlace => (method === 'GET' ? 'querystring' : 'body');

/**
 * The path of a request field as schema errors name it ("body.phoneNumber", "querystring.…"), so a
 * rule checked in a service reports the same path as one checked by the contract's schema.
 */
export const fieldOf = (ctx: FieldsCtx, name: string) => `${ctx.fields}.${name}`;
