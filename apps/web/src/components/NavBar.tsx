import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LeftOutline } from 'antd-mobile-icons';
import './NavBar.css';
import { useT } from '../i18n';

interface NavBarProps {
  title: string;
  /** Show the back button (screens outside the tab bar). */
  back?: boolean;
  right?: ReactNode;
}

/**
 * The top bar with a real <button> for back and the screen's <h1>. antd-mobile's NavBar puts
 * role="button" on a div around its back link, which screen readers announce as a nameless button.
 */
export function NavBar({ title, back = true, right }: NavBarProps) {
  const navigate = useNavigate();
  const { t } = useT();
  // Opened from a link or a fresh tab there is no history to go back to: go home instead.
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return (
    <header className="nav-bar">
      <div className="nav-bar__side">
        {back && (
          <button type="button" className="nav-bar__back" aria-label={t('common:back')} onClick={goBack}>
            <LeftOutline aria-hidden="true" />
          </button>
        )}
      </div>
      <h1 className="nav-bar__title">{title}</h1>
      <div className="nav-bar__side nav-bar__side--right">{right}</div>
    </header>
  );
}
