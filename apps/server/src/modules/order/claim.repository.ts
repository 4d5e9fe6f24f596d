import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/**
 * Moves a visitor's orders to a member in one guarded update: the order must still be a visitor's
 * (not claimed before), held by this visitor (the token's visitor id), named by a secret the device
 * kept, and placed with the member's own phone (the delivery recipient's or the pickup person's,
 * as typed: with the trunk 0, spaces or dashes a member's stored national number has not).
 * The secret stays, so a link kept from the visitor's days still opens the order.
 */
export const claimOrders = (tx: Db, memberId: number, visitorId: string, secretHashes: string[]) =>
  tx
    .execute(
      sql`update customer_order o set member_id = m.id, visitor_id = null, updated_at = now()
          from member m
          where m.id = ${memberId}
            and o.visitor_id = ${visitorId} and o.member_id is null
            and o.secret_hash in (${sql.join(
              secretHashes.map((h) => sql`${h}`),
              sql`, `,
            )})
            and coalesce(o.address ->> 'phoneCountryCode', o.pickup ->> 'phoneCountryCode') = m.phone_country_code
            and regexp_replace(
                  regexp_replace(coalesce(o.address ->> 'phoneNumber', o.pickup ->> 'phoneNumber'), '\D', '', 'g'),
                  '^0+', '') = m.phone_number
          returning o.id`,
    )
    .then((r) => (r as { rows: { id: number }[] }).rows.map((x) => Number(x.id)));
