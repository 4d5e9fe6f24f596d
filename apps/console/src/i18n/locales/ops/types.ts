import type { opsEnUS } from './en-US';

/** Every language has the English keys, with texts of its own. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type OpsTexts = Shape<typeof opsEnUS>;
