import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Loading } from '@lauda/web-kit';
import { useShell } from '../app/shell';
import { ErrorPage } from './ErrorPage';
import { LoginPage } from './LoginPage';
import { RequireAuth } from './RequireAuth';

// what only a signed-in user sees is downloaded after the sign-in, so the sign-in page stays light
const MainLayout = lazy(() => import('../layout/MainLayout').then((m) => ({ default: m.MainLayout })));
const MainHome = lazy(() => import('./MainPages').then((m) => ({ default: m.MainHome })));
const MainPanel = lazy(() => import('./MainPages').then((m) => ({ default: m.MainPanel })));
const SlotPage = lazy(() => import('./MainPages').then((m) => ({ default: m.SlotPage })));
const MobileHome = lazy(() => import('../look/MobilePages').then((m) => ({ default: m.MobileHome })));
const PrintPage = lazy(() => import('../print/PrintPage').then((m) => ({ default: m.PrintPage })));

/** `/` goes to /main when signed in, otherwise to /login. */
function Root() {
  const { user } = useShell();
  return <Navigate to={user ? '/main' : '/login'} replace />;
}

/** The routes of spec 000 §2; print pages show the print kinds the plugins (and the shell) contribute. */
export function AppRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/" element={<Root />} />
        <Route path="/login" element={<LoginPage />} />
        <Route
          element={
            <RequireAuth>
              <MainLayout />
            </RequireAuth>
          }
        >
          <Route path="/main" element={<MainHome />} />
          <Route path="/mobile" element={<MobileHome />} />
          <Route path="/main/*" element={<MainPanel />} />
          <Route path="/admin" element={<SlotPage slot="admin" />} />
          <Route path="/admin/:panel" element={<SlotPage slot="admin" />} />
          <Route path="/preview" element={<SlotPage slot="preview" />} />
          <Route path="/preview/:panel" element={<SlotPage slot="preview" />} />
        </Route>
        {/* /print/{options}/{type} and /print/branches/{branchId}/{options}/{type}: parsed by PrintPage from the raw path */}
        <Route
          path="/print/*"
          element={
            <RequireAuth>
              <PrintPage />
            </RequireAuth>
          }
        />
        <Route path="/error/:code" element={<ErrorPage />} />
        <Route path="*" element={<ErrorPage code={404} />} />
      </Routes>
    </Suspense>
  );
}
