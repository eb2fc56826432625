// Runs first in the shell's development bundle (`webpack serve`), after React Fast Refresh's
// runtime has set up the React DevTools global hook and before react-dom registers with it.
// That hook (react-refresh/runtime's stand-in for the DevTools extension) does not remember the
// renderers that register; the real extension does. Each remote has its own refresh runtime,
// which starts after react-dom and looks for it in `hook.renderers`: without this, a remote's
// update is applied but nothing re-renders. With it, every container's runtime drives the one
// shared react-dom.
const hook = window.__REACT_DEVTOOLS_GLOBAL_HOOK__;
if (hook && hook.renderers && !hook.rendererMemory) {
  const inject = hook.inject;
  hook.inject = function rememberRenderer(renderer) {
    const id = inject.apply(this, arguments);
    hook.renderers.set(id, renderer);
    return id;
  };
  hook.rendererMemory = true;
}
