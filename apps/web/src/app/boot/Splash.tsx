import './boot.css';
import { Logo } from './Logo';
import { useT } from '../../i18n';

/** Shown while the boot sequence runs; the status text is announced by screen readers. */
export function Splash() {
  const { t } = useT();
  return (
    <main className="boot-screen" data-testid="splash" aria-busy="true">
      <Logo />
      <h1 className="boot-screen__title">{t('common:appName')}</h1>
      {/* A CSS ring, not antd's SpinLoading: that one animates with react-spring, which the first
          load does without (lib/overlays). */}
      <span className="boot-screen__spinner" aria-hidden="true" />
      <p className="boot-screen__status" role="status">
        {t('common:starting')}
      </p>
    </main>
  );
}
