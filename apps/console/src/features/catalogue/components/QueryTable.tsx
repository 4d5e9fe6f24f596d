import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { LoadFailed } from '../../../components/LoadFailed';

/** A table of what a query read: its rows, or why they could not be read and a way to try again. */
export function QueryTable<T extends object>({
  query,
  rowKey,
  columns,
  empty,
  pagination = false,
}: {
  query: UseQueryResult<T[]>;
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
  empty: string;
  pagination?: false | TablePaginationConfig;
}) {
  const { t } = useTranslation();
  if (query.isError)
    return <LoadFailed title={t('catalogue.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Table<T>
      rowKey={rowKey}
      size="small"
      columns={columns}
      dataSource={query.data ?? []}
      loading={query.isFetching}
      pagination={pagination}
      locale={{ emptyText: empty }}
    />
  );
}
