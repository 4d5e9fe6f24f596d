import { useEffect, useState, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { Locale } from '../i18n';
import { antdEnglish, loadAntdLocale } from './antdLocale';

/**
 * The theme keeps text and controls at WCAG AA contrast on white: antd's default primary blue
 * (#1677ff) is 4.1:1 behind white text, this green 5.4:1, and secondary and tertiary texts are darkened.
 */
const theme = {
  token: {
    colorPrimary: '#0b7a3e',
    colorLink: '#0b6a36',
    colorTextSecondary: 'rgba(0, 0, 0, 0.68)',
    // The labels of Descriptions (the order drawer) are tertiary text: antd's 0.45 is 3.5:1.
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.68)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // Danger buttons and error texts: antd's #ff4d4f is 3.2:1 on white, this red 6.5:1.
    colorError: '#c0152f',
    borderRadius: 6,
  },
};

interface Props {
  i18n: I18n;
  queryClient: QueryClient;
  /** The CSP nonce of this page, given to the styles antd injects. */
  nonce?: string | undefined;
  children: ReactNode;
}

export function Providers({ i18n, queryClient, nonce, children }: Props) {
  const [antdLocale, setAntdLocale] = useState<AntdLocale>(antdEnglish);
  useEffect(() => {
    // antd's own texts follow the language; its pack arrives with it.
    const follow = (lng: string) => void loadAntdLocale(lng as Locale).then(setAntdLocale);
    follow(i18n.language);
    // Product names, warehouse names and messages come in the request's language: read them again.
    const reread = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', follow);
    i18n.on('languageChanged', reread);
    return () => {
      i18n.off('languageChanged', follow);
      i18n.off('languageChanged', reread);
    };
  }, [i18n, queryClient]);

  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider locale={antdLocale} theme={theme} csp={nonce ? { nonce } : undefined}>
          <AntdApp>{children}</AntdApp>
        </ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
