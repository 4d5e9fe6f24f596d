import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Space, Typography } from 'antd';
import { positiveParam } from '../../../lib/searchParams';
import { DeskNav } from './DeskNav';
import { LoadFailed } from '../../../components/LoadFailed';

type Page = 'promotions' | 'coupons' | 'freight' | 'home';

/** A desk page: its heading, the desk's pages, its tools, then what it lists. */
export function DeskPage({ page, tools, children }: { page: Page; tools: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="desk">
      <Typography.Title level={1} className="desk__title">
        {t(`promotions.page.${page}`)}
      </Typography.Title>
      <DeskNav />
      <Space wrap className="desk__tools">
        {tools}
      </Space>
      {children}
    </section>
  );
}

/** What a list shows, or why it could not be read with a way to try again. */
export function Listed({
  what,
  query,
  children,
}: {
  what: string;
  query: { error: Error | null; refetch: () => unknown };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return query.error ? (
    <LoadFailed title={t('promotions.loadFailed', { what })} error={query.error} onRetry={() => void query.refetch()} />
  ) : (
    children
  );
}

const PAGE_SIZE = 20;

/** The page of a list the address names, and how a new page or size is written back to it. */
export function pagingOf(params: URLSearchParams, update: (changes: Record<string, string | null>) => void) {
  return {
    pageNum: positiveParam(params, 'page', 1),
    pageSize: Math.min(positiveParam(params, 'size', PAGE_SIZE), 100),
    onPage: (page: number, size: number) =>
      update({ page: String(page), size: size === PAGE_SIZE ? null : String(size) }),
  };
}
