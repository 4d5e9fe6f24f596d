import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { LoadFailed } from './LoadFailed';
import { positiveParam, useQueryParams } from '../lib/searchParams';

/** Rows a list shows unless the address asks for another page size. */
export const PAGE_SIZE = 20;
const PAGE_SIZES = [10, 20, 50, 100];

/** The page and its size as the address holds them (`page`, `size`), for the list's query. */
export function pageOf(params: URLSearchParams): { pageNum: number; pageSize: number } {
  return {
    pageNum: positiveParam(params, 'page', 1),
    pageSize: Math.min(positiveParam(params, 'size', PAGE_SIZE), 100),
  };
}

interface Props<T> {
  /** The list's query: a page of rows and how many there are in all. */
  result: UseQueryResult<{ total: number; list: T[] }>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  /** What the error says failed to load (the API's message comes under it, with a retry). */
  loadFailed: string;
  emptyText?: string;
  /** Let the staff member choose how many rows a page holds. */
  sizeChanger?: boolean;
  scroll?: TableProps<T>['scroll'];
}

/**
 * A list screen's table: the rows of the current page, the total, and the page (and its size) kept
 * in the address, so a view can be reloaded, shared and gone back to; when the page cannot be read,
 * the API's message and a retry instead. The screen builds its query with `pageOf` and its filters.
 */
export function PagedList<T extends object>({
  result,
  columns,
  rowKey,
  loadFailed,
  emptyText,
  sizeChanger = false,
  scroll,
}: Props<T>) {
  const { t } = useTranslation();
  const [params, update] = useQueryParams();
  const { pageNum, pageSize } = pageOf(params);

  if (result.isError)
    return <LoadFailed title={loadFailed} error={result.error} onRetry={() => void result.refetch()} />;
  return (
    <Table<T>
      rowKey={(row) => row[rowKey] as Key}
      columns={columns}
      dataSource={result.data?.list ?? []}
      loading={result.isFetching}
      scroll={scroll}
      {...(emptyText ? { locale: { emptyText } } : {})}
      pagination={{
        current: pageNum,
        pageSize,
        total: result.data?.total ?? 0,
        showTotal: (count) => t('orders.total', { count }),
        ...(sizeChanger ? { showSizeChanger: true, pageSizeOptions: PAGE_SIZES } : { showSizeChanger: false }),
        onChange: (page, size) =>
          update({ page: page === 1 ? null : String(page), size: size === PAGE_SIZE ? null : String(size) }),
      }}
    />
  );
}
