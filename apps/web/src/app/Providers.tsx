import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import { Announcer } from '../components/Announcer';
import { useLocaleStore } from '../lib/stores/locale.store';
import { useAntdLocale } from './antdLocale';
import { createQueryClient } from './queryClient';

export function Providers({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: ReturnType<typeof createQueryClient>;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const locale = useLocaleStore((s) => s.locale);
  const antdLocale = useAntdLocale(locale);
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider locale={antdLocale}>
        {children}
        <Announcer />
      </ConfigProvider>
    </QueryClientProvider>
  );
}
