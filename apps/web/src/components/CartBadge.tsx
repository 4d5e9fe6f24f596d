import type { ReactNode } from 'react';
import { Badge } from 'antd-mobile';
import { useCartQueueReplay, useCartStore } from '../lib/cart';
import './CartBadge.css';

/**
 * The cart's item count over an icon; it bounces on every add (spec: "cart badge bounces"). Always
 * on screen where a cart can change, so it also sends cart changes made offline once back online.
 */
export function CartBadge({ count, children }: { count: number; children: ReactNode }) {
  const bounce = useCartStore((s) => s.bounce);
  useCartQueueReplay();
  return (
    <Badge
      // A new key restarts the animation.
      key={bounce}
      content={count > 0 ? (count > 99 ? '99+' : count) : null}
      // antd's red (#ff411c) under white text is below AA; this one is 6.6:1.
      color="#b3261e"
      className={bounce ? 'cart-badge cart-badge--bounce' : 'cart-badge'}
      aria-hidden="true"
      data-testid="cart-badge"
    >
      {children}
    </Badge>
  );
}
