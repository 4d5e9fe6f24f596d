import { z } from 'zod';
import { LOCALES } from './constants.js';

/** The six interface languages as a schema; the list, the default and matching are in constants.ts. */
export const localeSchema = z.enum(LOCALES);
