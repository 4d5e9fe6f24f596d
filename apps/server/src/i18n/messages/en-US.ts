/** Server messages in English; the key set every other locale must match (checked by the compiler). */
export const enUS = {
  ok: 'Success',
  notFound: 'Not found',
  routeNotFound: 'This address does not exist',
  invalidInput: 'Please check the highlighted fields',
  invalidJson: 'The request could not be read',
  payloadTooLarge: 'The request is too large',
  unauthorized: 'Please log in first',
  forbidden: 'You are not allowed to do this',
  conflict: 'This changed in the meantime; please refresh and try again',
  tooMany: 'Too many requests; please wait a moment and try again',
  serverError: 'Something went wrong on our side; please try again',
  'field.required': 'Required',
  'field.invalidType': 'Invalid value',
  'field.tooShort': 'At least {minimum} characters',
  'field.tooLong': 'At most {maximum} characters',
  'field.tooSmall': 'Must be at least {minimum}',
  'field.tooBig': 'Must be at most {maximum}',
  'field.tooFewItems': 'At least {minimum} items',
  'field.tooManyItems': 'At most {maximum} items',
  'field.invalidFormat': 'Invalid format',
  'field.invalidEmail': 'Invalid email address',
  'field.notInteger': 'Must be a whole number',
  'field.invalidOption': 'Choose one of: {options}',
  'field.unknownField': 'Unknown field',
};
export type MessageKey = keyof typeof enUS;
export type Messages = Record<MessageKey, string>;
