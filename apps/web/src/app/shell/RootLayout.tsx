import { Suspense, useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { pageTitle } from '@storefront/contract/title';
import { PositionPopup } from '../../features/position/components/PositionPopup';
import { KeepAliveOutlet } from '../keepAlive/KeepAliveOutlet';
import type { AppRoute } from '../router/routeTable';
import { AppTabBar } from './AppTabBar';
import { ActingForBar } from '../../components/ActingForBar';
import { usePositionOnFirstLoad } from '../../features/position/positionQuestion';
import { useFollowSessionAndLanguage } from './useFollowSessionAndLanguage';
import { useT } from '../../i18n';
import { determineWarehouse } from '../../lib/stores/warehouse.store';
import { useShopName } from '../../lib/queries/settings';
import { useDocumentSubjectAt } from '../../lib/documentTitle';

/** The app column: kept-alive views, the tab bar on tab screens, and the position popup. */
export function RootLayout() {
  const matches = useMatches();
  const route = matches[matches.length - 1]?.handle as Partial<AppRoute> | undefined;
  const { t } = useT();
  useFollowSessionAndLanguage();

  // The document title follows the screen, for history entries and screen readers: what the screen
  // is about when it says (a product's name), else its kind. The server writes the same title for
  // the pages it draws (modules/seo), so it does not change when the page is taken over.
  const { pathname, search } = useLocation();
  const title = useDocumentSubjectAt(pathname + search) ?? route?.title?.(t);
  const shopName = useShopName();
  useEffect(() => {
    document.title = pageTitle(title, shopName);
  }, [title, shopName]);

  return (
    <div className="app-column" data-route={route?.name}>
      <ActingForBar />
      <div className="app-views">
        <KeepAliveOutlet />
      </div>
      {/* Around every screen: hydrated apart from the screen (a Suspense boundary). */}
      {route?.tab && (
        <Suspense fallback={null}>
          <AppTabBar />
        </Suspense>
      )}
      {/* The first visit's position question (spec §4): its own boundary too. */}
      <Suspense fallback={null}>
        <FirstLoadPosition onHome={route?.name === 'Home'} />
      </Suspense>
    </div>
  );
}

/**
 * The position popup with its own state. On Home it is always drawn (closed unless asked), so a
 * server-drawn Home carries the dialog and hydration only opens it.
 */
function FirstLoadPosition({ onHome }: { onHome: boolean }) {
  const queryClient = useQueryClient();
  const { askPosition, closePositionPopup } = usePositionOnFirstLoad(onHome);
  return (
    <PositionPopup
      visible={askPosition}
      drawn={onHome}
      onClose={closePositionPopup}
      // The nearest warehouse depends on the position: determine it again (catalogue queries
      // are keyed by warehouse id, so they follow).
      onPosition={() => {
        void determineWarehouse().catch((e: unknown) => console.warn('current warehouse not determined', e));
        void queryClient.invalidateQueries({ queryKey: ['warehouse'] });
      }}
    />
  );
}
