import { earlyCurrentUser, prerenderedPage, startEarlyRequests } from './boot/early-requests';

// Before anything else: who the visitor is (and, for pages that mount a remote, /remotes.json)
// is asked now, in parallel with the chunks below, instead of after React has started.
const page = prerenderedPage(document.getElementById('root'));
startEarlyRequests(page);

// Async boundary: shared singletons (react, styled-components, …) are negotiated with the
// Module Federation share scope before any app code runs.
const boot = () => import(/* webpackChunkName: "bootstrap" */ './bootstrap');

if (page === 'landing') {
  // The prerendered landing page is complete without JavaScript (its one action, sign-in, is a
  // form's submit button), so a signed-out visitor downloads no React at all; only a visitor the
  // server took for signed out who is signed in after all (a session cookie it did not see)
  // needs the app, for the dashboard.
  void earlyCurrentUser()?.then((user) => user && boot());
} else {
  void boot();
  // A page served from a remote (e.g. /songs): its manifest, entry and chunks download now,
  // beside the shell's own chunks, not after the router has rendered.
  void import(/* webpackChunkName: "route-remotes" */ './remotes/route-remotes').then((m) =>
    m.preloadRouteRemote(window.location.pathname),
  );
}
