import type { ReactNode } from 'react';
import { NavBar } from './NavBar';
import './Screen.css';

interface ScreenProps {
  title: string;
  /** Tab screens have no back button; the tab bar is their navigation. */
  back?: boolean;
  /** Replaces the standard NavBar (Home draws its own header with search). */
  header?: ReactNode;
  right?: ReactNode;
  children: ReactNode;
  /** Landmark label when the visible heading is not the title. */
  className?: string;
}

/**
 * One screen: a header and the page's single <main> landmark, which scrolls on its own so that a
 * kept-alive view keeps its scroll position while hidden.
 */
export function Screen({ title, back = true, header, right, children, className }: ScreenProps) {
  return (
    <div className={`screen${className ? ` ${className}` : ''}`}>
      {header ?? <NavBar title={title} back={back} right={right} />}
      <main className="screen__main" aria-label={title}>
        {children}
      </main>
    </div>
  );
}
