// Preloaded (`node --require`) into every child the launchers start (supervisor.mjs): when the
// launcher goes away, however it ends (SIGKILL included), the child stops too instead of
// running on orphaned and holding its port. The launcher gives each child an IPC channel, which
// the operating system closes when the launcher dies; the child then sends itself SIGTERM (its
// own graceful shutdown) and exits after 5 s at the latest. The parent-pid watch covers a
// channel that was never opened (a child started by hand with this preload).
'use strict';

let gone = false;
function parentGone() {
  if (gone) return;
  gone = true;
  setTimeout(() => process.exit(1), 5000).unref();
  process.kill(process.pid, 'SIGTERM');
}

if (process.channel) {
  process.once('disconnect', parentGone);
  // The channel alone must not keep a child alive that has finished its work.
  process.channel.unref();
}
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) parentGone();
}, 1000).unref();
