import { Navigate, type RouteObject } from 'react-router';
import { SignIn } from '../features/auth/routes/SignIn';
import { Loading } from '../components/Loading';
import { useSession } from '../lib/session';
import { sectionsFor } from '../lib/sections';
import { SectionGate } from './SectionGate';
import { Shell } from './Shell';

/** The first section the staff member's roles open: the orders for most, the staff list for an admin. */
function Home() {
  const first = sectionsFor(useSession()?.roles ?? [])[0] ?? 'orders';
  return <Navigate to={`/${first}`} replace />;
}

/** The console's screens, under the /console base the server serves them at. */
export const routes: RouteObject[] = [
  { path: '/sign-in', element: <SignIn /> },
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <Home /> },
      {
        path: 'orders',
        // Drawn inside the frame while the screen's code arrives.
        HydrateFallback: Loading,
        lazy: async () => ({ Component: (await import('../features/orders/routes/Orders')).Orders }),
      },
      {
        path: 'today',
        HydrateFallback: Loading,
        lazy: async () => ({ Component: (await import('../features/today/routes/Today')).Today }),
      },
      {
        path: 'payments',
        HydrateFallback: Loading,
        lazy: async () => ({ Component: (await import('../features/payments/routes/Payments')).Payments }),
      },
      {
        path: 'customers',
        HydrateFallback: Loading,
        lazy: async () => ({ Component: (await import('../features/customers/routes/Customers')).Customers }),
      },
      {
        path: 'delivery',
        HydrateFallback: Loading,
        lazy: async () => ({ Component: (await import('../features/delivery/routes/Delivery')).Delivery }),
      },
      {
        path: 'staff',
        HydrateFallback: Loading,
        lazy: async () => ({ Component: (await import('../features/staff/routes/Staff')).Staff }),
      },
      {
        path: 'catalogue',
        HydrateFallback: Loading,
        lazy: async () => ({ Component: (await import('../features/catalogue/routes/Products')).Products }),
      },
      {
        path: 'catalogue/categories',
        HydrateFallback: Loading,
        lazy: async () => ({ Component: (await import('../features/catalogue/routes/Categories')).Categories }),
      },
      {
        path: 'catalogue/words',
        HydrateFallback: Loading,
        lazy: async () => ({ Component: (await import('../features/catalogue/routes/SearchWords')).SearchWords }),
      },
      {
        path: 'catalogue/transfer',
        HydrateFallback: Loading,
        lazy: async () => ({ Component: (await import('../features/catalogue/routes/Transfer')).Transfer }),
      },
      {
        path: 'catalogue/new',
        HydrateFallback: Loading,
        lazy: async () => ({ Component: (await import('../features/catalogue/routes/NewProduct')).NewProduct }),
      },
      {
        path: 'catalogue/:productId',
        HydrateFallback: Loading,
        lazy: async () => ({ Component: (await import('../features/catalogue/routes/Product')).Product }),
      },
      {
        path: 'promotions',
        HydrateFallback: Loading,
        lazy: async () => ({ Component: (await import('../features/promotions/routes/Promotions')).Promotions }),
      },
      {
        path: 'promotions/coupons',
        HydrateFallback: Loading,
        lazy: async () => ({ Component: (await import('../features/promotions/routes/Coupons')).Coupons }),
      },
      {
        path: 'promotions/freight',
        HydrateFallback: Loading,
        lazy: async () => ({ Component: (await import('../features/promotions/routes/Freight')).Freight }),
      },
      {
        path: 'promotions/home',
        HydrateFallback: Loading,
        lazy: async () => ({ Component: (await import('../features/promotions/routes/HomeCuration')).HomeCuration }),
      },
    ],
  },
  {
    // The packing slip: a page of its own, without the console's frame, printed as it shows.
    element: <SectionGate standalone />,
    children: [
      {
        path: '/orders/:orderId/slip',
        HydrateFallback: Loading,
        lazy: async () => ({ Component: (await import('../features/orders/routes/PackingSlip')).PackingSlip }),
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

export const BASENAME = '/console';
