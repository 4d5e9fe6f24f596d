import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** A titled part of the customer drawer; its heading names it for screen readers. */
export function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="customer-drawer__part">
      <Typography.Title level={2} id={id} className="customer-drawer__heading">
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
