import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** A titled part of a catalogue screen, with what it is for; its heading names it for screen readers. */
export function Part({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="catalogue__section">
      <Typography.Title level={2} id={id} className="catalogue__section-title">
        {title}
      </Typography.Title>
      {lead && <Typography.Paragraph>{lead}</Typography.Paragraph>}
      {children}
    </section>
  );
}
