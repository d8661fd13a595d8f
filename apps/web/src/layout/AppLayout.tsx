import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import { SessionRestore } from '../features/session/components/SessionRestore';

import classes from './AppLayout.module.css';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { PageLoader } from './PageLoader';

/**
 * Every route renders inside this shell, which restores the session once; lazy route chunks load inside it, so
 * the navbar never blinks.
 */
export const AppLayout = () => (
  <div className={classes.page}>
    <SessionRestore />
    <a href="#main" className={classes.skipLink}>
      Skip to content
    </a>
    <Navbar />
    <main id="main" tabIndex={-1} className={classes.main}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </main>
    <Footer />
  </div>
);
