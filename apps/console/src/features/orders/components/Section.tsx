import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** A titled part of the order drawer; its heading names it for screen readers' landmarks. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="order-drawer__section">
      <Typography.Title level={2} id={id} className="order-drawer__heading">
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
