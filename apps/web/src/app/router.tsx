import { RoleName } from '@labstock/shared';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { requestFirstPageEarly } from '../api/component-types/get-component-types';
import { PageLoading } from '../components/page-loading';
import { RequireRoles } from '../lib/auth/require-roles';
import { AppLayout } from './layout/app-layout';
import { RouteErrorPage } from './layout/route-error-page';
import { LoansOrCatalogue } from './loans-or-catalogue';

/**
 * The route table of spec §2. Every screen is a lazily loaded route module (`export function Component`)
 * under src/features/<screen>/, or under ./routes/ where a screen is made of several features (the catalogue's
 * list with its CSV tools, the details with the inventory). Paths match case-insensitively (/components serves the list too), except that
 * spec §2 gives /Components/details/{id} (the list's nested details dialog, opened by a card click) and
 * /components/details/{id} (the standalone details page, like /details/{id}) the same letters: the
 * standalone route is case-sensitive and listed first, so only the lower-case spelling reaches it.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoading,
    children: [
      {
        // Inside the layout, so a failing screen keeps the top bar.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <Navigate to="/Components" replace /> },
          { path: 'login', lazy: () => import('../features/login/route') },
          {
            element: <RequireRoles />,
            children: [
              {
                path: 'components/details/:id',
                caseSensitive: true,
                lazy: () => import('./routes/details-route'),
              },
              {
                path: 'Components',
                lazy: () => {
                  // The list's first page is asked for with the screen's code, not after it.
                  requestFirstPageEarly();
                  return import('./routes/components-route');
                },
                children: [{ path: 'details/:id', lazy: () => import('./routes/details-dialog-route') }],
              },
              { path: 'details/:id', lazy: () => import('./routes/details-route') },
              { path: 'Profile', lazy: () => import('../features/profile/route') },
              { path: 'Loans', element: <LoansOrCatalogue /> },
            ],
          },
          {
            element: <RequireRoles anyOf={[RoleName.Loaner]} />,
            children: [
              { path: 'UserReservations', lazy: () => import('../features/user-reservations/route') },
              { path: 'UserLoans', lazy: () => import('../features/user-loans/route') },
            ],
          },
          {
            element: <RequireRoles anyOf={[RoleName.Clerk]} />,
            children: [
              { path: 'Reservations', lazy: () => import('../features/reservations/route') },
              // Beyond the spec's routes: many components handed out or taken back by scanning (LENDING.md).
              { path: 'Counter', lazy: () => import('../features/counter/route') },
            ],
          },
          {
            // Beyond the spec's routes: bookings ahead, which Admins may see and cancel too, and the extension
            // requests a Clerk or an Admin decides (LENDING.md), the consumables low on stock and the repairs (LAB.md).
            element: <RequireRoles anyOf={[RoleName.Clerk, RoleName.Admin]} />,
            children: [
              { path: 'Bookings', lazy: () => import('../features/bookings/route') },
              { path: 'Extensions', lazy: () => import('../features/extensions/route') },
              // Beyond the spec's routes: the consumables to reorder (LAB.md "Consumables").
              { path: 'LowStock', lazy: () => import('../features/low-stock/route') },
              // Beyond the spec's routes: the repair tickets of the units in Defect (LAB.md "Faults and repairs").
              { path: 'Repairs', lazy: () => import('../features/repairs/route') },
              // Beyond the spec's routes: the units due for calibration (LAB.md "Calibration").
              { path: 'Calibrations', lazy: () => import('../features/calibrations/route') },
              // Beyond the spec's routes: the loaners' requests for a training (LAB.md "Qualifications").
              { path: 'TrainingRequests', lazy: () => import('../features/training-requests/route') },
            ],
          },
          {
            element: <RequireRoles anyOf={[RoleName.Admin]} />,
            children: [
              { path: 'Users', lazy: () => import('../features/users/route') },
              { path: 'Categories', lazy: () => import('../features/categories/route') },
              // Beyond the spec's routes: what loaners must hold to borrow a type (LAB.md "Qualifications").
              { path: 'Qualifications', lazy: () => import('../features/qualifications/route') },
              { path: 'Emails', lazy: () => import('../features/emails/route') },
              { path: 'Statistics', lazy: () => import('../features/statistics/route') },
              { path: 'labels', lazy: () => import('../features/labels/route') },
              // Beyond the spec's routes: the history of reservations, loans and the catalogue.
              { path: 'Activity', lazy: () => import('../features/activity/route') },
              // Beyond the spec's routes: the lending limits (LENDING.md "Limits").
              { path: 'LendingLimits', lazy: () => import('../features/lending-limits/route') },
            ],
          },
          { path: '*', element: <Navigate to="/Components" replace /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
