import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { useSession } from '../lib/session';
import { mayOpen, sectionOf } from '../lib/sections';
import { NoAccess } from './NoAccess';

/** The address to come back to after sign-in: its path and query, so an open order stays open. */
export const comeBackTo = (location: Pick<Location, 'pathname' | 'search'>) => location.pathname + location.search;

/** To sign-in, remembering the address asked for (sign-in returns there if the roles open it). */
export function ToSignIn() {
  return <Navigate to="/sign-in" replace state={{ from: comeBackTo(useLocation()) }} />;
}

/**
 * The screen at this address if the staff member's roles open its section, else the no-access
 * page (the server refuses the calls behind it anyway; this only answers before it has to).
 * `standalone`: for a page drawn without the console's frame, which gives it its main landmark.
 */
export function SectionGate({ standalone = false }: { standalone?: boolean }) {
  const session = useSession();
  const { pathname } = useLocation();
  if (!session) return <ToSignIn />;
  const section = sectionOf(pathname);
  if (section === null || mayOpen(pathname, session.roles)) return <Outlet />;
  return standalone ? (
    <main className="no-access-page">
      <NoAccess section={section} />
    </main>
  ) : (
    <NoAccess section={section} />
  );
}
