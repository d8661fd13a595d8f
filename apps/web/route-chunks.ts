/**
 * The source modules whose chunks each address needs before its first paint (besides the entry's own imports):
 * `route-preload.js` asks for their files at once, and the build checks their gzipped weight against a budget
 * (issue 19; figures and how they were found in docs/performance.md). A route ending in `/*` covers every address
 * under it; any other route is one address.
 */
export interface RouteChunks {
  sources: readonly string[];
  /**
   * API reads the page always makes before it can paint its main content (signed in or not: the answer decides),
   * fetched with the chunks so they no longer wait for the JavaScript.
   */
  data?: readonly string[];
  /**
   * Gzipped bytes of JavaScript, the entry's included, the address loads before its first paint: today's weight
   * with a little room, so growth is a decision (raise it here, with the reason in the commit), not an accident.
   */
  budgetBytes: number;
}

const DASHBOARD = 'src/features/dashboard/pages/DashboardRoutes.tsx';
/** The session read every signed-in page waits for (RequireSession). */
const PROFILE = '/api/dashboard/profile';
const LANDING = 'src/features/landing/pages/LandingPage.tsx';

export const ROUTE_CHUNKS: Readonly<Record<string, RouteChunks>> = {
  '/': { sources: [LANDING], budgetBytes: 125_000 },
  '/home': { sources: [LANDING], budgetBytes: 125_000 },
  '/login': { sources: ['src/features/auth/pages/LoginPage.tsx'], budgetBytes: 145_000 },
  '/signup': { sources: ['src/features/auth/pages/SignupPage.tsx'], budgetBytes: 150_000 },
  '/dashboard/*': { sources: [DASHBOARD], data: [PROFILE], budgetBytes: 245_000 },
  '/user/video-call/*': {
    sources: ['src/features/video-call/pages/VideoCallPage.tsx'],
    data: [PROFILE],
    budgetBytes: 157_000,
  },
};
