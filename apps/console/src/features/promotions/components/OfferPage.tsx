import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { DeskPage, Listed } from './DeskPage';

interface Props {
  page: 'promotions' | 'coupons' | 'freight';
  /** The list's filters, before the button that opens a new one. */
  filters: ReactNode;
  newLabel: string;
  onNew: () => void;
  /** The list's query: the table shows unless it could not be read. */
  query: { error: Error | null; refetch: () => unknown };
  /** The list's table. */
  children: ReactNode;
  /** What opens over the list. */
  drawers: ReactNode;
}

/** An offer list page: its filters and New, the list or why it could not be read, and its drawers. */
export function OfferPage({ page, filters, newLabel, onNew, query, children, drawers }: Props) {
  const { t } = useTranslation();
  return (
    <DeskPage
      page={page}
      tools={
        <>
          {filters}
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onNew}>
            {newLabel}
          </Button>
        </>
      }
    >
      <Listed what={t(`promotions.page.${page}`)} query={query}>
        {children}
      </Listed>
      {drawers}
    </DeskPage>
  );
}
