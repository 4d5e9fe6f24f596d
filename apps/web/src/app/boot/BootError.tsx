import { Button } from 'antd-mobile';
import './boot.css';
import { Logo } from './Logo';
import { useT } from '../../i18n';

/** The API could not be reached during boot: say what to do and offer a retry. */
export function BootError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useT();
  return (
    <main className="boot-screen" data-testid="boot-error">
      <Logo />
      <h1 className="boot-screen__title">{t('common:appName')}</h1>
      <p className="boot-screen__message" role="alert">
        {t('common:bootFailed')}
      </p>
      <Button color="primary" size="large" loading={retrying} onClick={onRetry} data-testid="boot-retry">
        {t('common:retry')}
      </Button>
    </main>
  );
}
