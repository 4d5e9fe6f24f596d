// Field builders the order contract files share (private: not exported from index.ts).
import { z } from 'zod';

export const id = z.coerce.number().int().positive().max(2_147_483_647);
export const msg = (messageKey: string) => ({ params: { messageKey } });
export const text = (max: number) => z.string().trim().max(max);
export const required = (max: number) => text(max).min(1);
