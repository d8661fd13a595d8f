import './fonts.css';
import './app/theme/mantineStyles';
import './app/theme/themeCssVariables.css';
import './styles.css';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import { afterPageLoad } from './app/afterPageLoad';
import { AppProviders } from './app/AppProviders';
import { AppRoutes, preloadRouteAt } from './app/AppRoutes';
import { loadLocaleData } from './app/localeData';
import { makeStore } from './app/store';
import { keepWebFontForNextVisit, WEB_FONT_DELAY_MS } from './app/theme/webFont';
import { startingSession } from './features/session/sessionHint';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render is a transition so that React renders in slices of a few milliseconds and lets the browser
// in between, rather than in one long task that would hold back a tap (Lighthouse's total blocking time).
const render = () =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders store={makeStore({ session: startingSession() })}>
          {/* Navigations commit at once (no transition), so leaving a page can be finished before its data goes. */}
          <BrowserRouter useTransitions={false}>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );

// Every page formats dates or numbers: the browser's locale data loads while the page's chunk is on its way, not
// inside the render that shows a date (app/localeData.ts).
setTimeout(loadLocaleData);

// The opened page's chunk first (see preloadRouteAt); should it fail to load, the route asks for it again.
preloadRouteAt(window.location.pathname).then(render, render);

// Inter for the next visit, once this page has painted and no longer needs the network (app/theme/webFont.ts).
void afterPageLoad().then(() => setTimeout(() => void keepWebFontForNextVisit(), WEB_FONT_DELAY_MS));
