import { lazy } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { ErrorBoundary } from './ErrorBoundary';
import { PublicOnly, RequireAccount, RequireUser } from './guards';
import { Layout } from './Layout';
import { lazyWithServerState } from './lazyWithServerState';

// Every page is its own lazy chunk; the landing route loads only what it shows.
const LandingPage = lazy(() => import('../features/landing/LandingPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const SignupPage = lazy(() => import('../features/auth/SignupPage'));
const DashboardPage = lazyWithServerState(() => import('../features/dashboard/DashboardPage'));
const EditorPage = lazyWithServerState(() => import('./EditorRoute'));
const SettingsPage = lazyWithServerState(() => import('../features/settings/SettingsPage'));
// The book renderer (Paged.js and the fonts load from here on, never before).
const BookPage = lazyWithServerState(() => import('../features/book/BookRoute'));
const SharePage = lazyWithServerState(() => import('../features/book/SharePage'));
// Its chunk carries the notices and licence lists (gathered when the app is built).
const CreditsPage = lazy(() => import('../features/credits/CreditsPage'));

/** The spec's route table, plus the book view of a document, the share links (issue 24) and the credits. */
export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <PublicOnly><LoginPage /></PublicOnly> },
      { path: '/signup', element: <PublicOnly><SignupPage /></PublicOnly> },
      { path: '/dashboard', element: <RequireUser><DashboardPage /></RequireUser> },
      { path: '/editor', element: <RequireUser><EditorPage /></RequireUser> },
      { path: '/editor/:documentId', element: <RequireUser><EditorPage /></RequireUser> },
      { path: '/editor/:documentId/book', element: <RequireUser><BookPage /></RequireUser> },
      { path: '/share/:documentId', element: <SharePage /> },
      { path: '/credits', element: <CreditsPage /> },
      { path: '/settings', element: <RequireAccount><SettingsPage /></RequireAccount> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/**
 * The root of a data router: the spec's error screen around every route. The
 * app has no loaders or actions, so render errors are the only route errors,
 * and this boundary (inside the router, so Go Home can link) catches them.
 */
export function withErrorScreen(routes: RouteObject[]): RouteObject[] {
  return [
    {
      element: (
        <ErrorBoundary>
          <Outlet />
        </ErrorBoundary>
      ),
      children: routes,
    },
  ];
}
