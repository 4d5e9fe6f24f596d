import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import type { OfferState } from '@storefront/contract/constants';
import { useFormat } from '../../../lib/useFormat';
import { StateTag } from './StateTag';

/** A page of a desk list, as the address keeps it. */
export interface Paging {
  total: number;
  pageNum: number;
  pageSize: number;
  loading: boolean;
  onPage: (pageNum: number, pageSize: number) => void;
}

/** A page of a desk list's rows, as its table takes them. */
export interface Rows<T> extends Paging {
  rows: T[];
}

/** The rows a desk list's query answered, and the page the address keeps. */
export function rowsOf<T>(
  list: { data?: { list: T[]; total: number } | undefined; isFetching: boolean },
  page: Omit<Paging, 'total' | 'loading'>,
): Rows<T> {
  return { rows: list.data?.list ?? [], total: list.data?.total ?? 0, loading: list.isFetching, ...page };
}

interface Props<T> extends Rows<T> {
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
  /** The width below which the table scrolls sideways. */
  width: number;
}

/** A desk list: its rows a page at a time, the total said in the staff member's language. */
export function OfferTable<T extends object>({ rowKey, columns, rows, width, ...page }: Props<T>) {
  const { t } = useTranslation();
  return (
    <Table<T>
      rowKey={rowKey}
      columns={columns}
      dataSource={rows}
      loading={page.loading}
      scroll={{ x: width }}
      pagination={{
        current: page.pageNum,
        pageSize: page.pageSize,
        total: page.total,
        showSizeChanger: true,
        showTotal: (count) => t('promotions.total', { count }),
        onChange: page.onPage,
      }}
    />
  );
}

/** The columns every offer has: its window and where now stands in it. */
export function useWindowColumns<
  T extends { startsAt: string; endsAt: string; state: OfferState },
>(): TableColumnsType<T> {
  const { t } = useTranslation();
  const format = useFormat();
  return [
    {
      title: t('promotions.window'),
      key: 'window',
      render: (_, o) =>
        t('promotions.windowText', { from: format.dateTime(o.startsAt), to: format.dateTime(o.endsAt) }),
    },
    { title: t('promotions.stateLabel'), key: 'state', render: (_, o) => <StateTag state={o.state} /> },
  ];
}

interface ActionsProps {
  title: string;
  onEdit: () => void;
  /** Given for what can be ended now (not for an ended one, nor for what is never ended). */
  onEnd?: (() => void) | undefined;
  ending?: boolean;
  children?: ReactNode;
}

/** Edit, and End now after asking; named after the row, so each button says which it acts on. */
export function OfferActions({ title, onEdit, onEnd, ending, children }: ActionsProps) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <Button onClick={onEdit} aria-label={t('promotions.editNamed', { title })}>
        {t('promotions.edit')}
      </Button>
      {children}
      {onEnd && (
        <Popconfirm title={t('promotions.endConfirm', { title })} onConfirm={onEnd}>
          <Button danger loading={ending} aria-label={t('promotions.endNamed', { title })}>
            {t('promotions.end')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
