/**
 * The spec's emptiness rule (§9): a value is empty when it is falsy, except that 0 is a real
 * value (a latitude of 0, a quantity of 0). Empty arrays and objects are not falsy, so not empty.
 */
export function isEmpty(value: unknown): value is null | undefined | '' | false {
  return !value && value !== 0;
}
