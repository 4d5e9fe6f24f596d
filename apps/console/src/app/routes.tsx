import { Navigate, type RouteObject } from 'react-router';
import { SignIn } from '../features/auth/routes/SignIn';
import { Loading } from '../components/Loading';
import { Home, Shell } from './Shell';

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
        path: 'catalogue',
        HydrateFallback: Loading,
        lazy: async () => ({ Component: (await import('../features/catalogue/routes/Products')).Products }),
      },
      {
        path: 'catalogue/:productId',
        HydrateFallback: Loading,
        lazy: async () => ({ Component: (await import('../features/catalogue/routes/Product')).Product }),
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

export const BASENAME = '/console';
