import type { ReactNode } from 'react';
import { useCartQueueReplay, useCartStore } from '../lib/cart';
import './CartBadge.css';

/**
 * The cart's item count over an icon; it bounces on every add (spec: "cart badge bounces"). Always
 * on screen where a cart can change, so it also sends cart changes made offline once back online.
 * antd-mobile's Badge in look, two elements instead of its four (it is on every tab screen).
 */
export function CartBadge({ count, children }: { count: number; children: ReactNode }) {
  const bounce = useCartStore((s) => s.bounce);
  useCartQueueReplay();
  return (
    <span className="cart-badge">
      {children}
      {count > 0 && (
        <span
          // A new key restarts the animation.
          key={bounce}
          className={bounce ? 'cart-badge__count cart-badge__count--bounce' : 'cart-badge__count'}
          aria-hidden="true"
          data-testid="cart-badge"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </span>
  );
}
