import type { ToastInput } from '@worship/shell-contract';
import { describe, expect, it } from 'vitest';
import {
  startServiceWorker,
  UPDATE_READY_TOAST,
  type PageHooks,
  type WorkerControl,
} from './service-worker-updates';

/** Stands in for workbox-window's Workbox: the test fires its events, and counts what it is asked. */
class FakeWorker extends EventTarget implements WorkerControl {
  registered = 0;
  updates = 0;
  skipWaiting = 0;
  override addEventListener(type: 'waiting', listener: () => void) {
    super.addEventListener(type, listener);
  }
  async register() {
    this.registered += 1;
  }
  async update() {
    this.updates += 1;
  }
  messageSkipWaiting() {
    this.skipWaiting += 1;
  }
  newVersionInstalled() {
    this.dispatchEvent(new Event('waiting'));
  }
}

function fakePage(visible = true) {
  const events = new EventTarget();
  const toasts: ToastInput[] = [];
  const posted: unknown[] = [];
  const hooks: PageHooks = {
    on: (type, listener) => events.addEventListener(type, listener),
    visible: () => visible,
    postToController: (message) => posted.push(message),
    notify: (toast) => toasts.push(toast),
  };
  const fire = (type: string) => events.dispatchEvent(new Event(type));
  return { hooks, toasts, posted, fire, setVisible: (value: boolean) => (visible = value) };
}

describe('startServiceWorker', () => {
  it('registers the worker and asks it to refresh the remotes’ files, telling the user nothing', async () => {
    const worker = new FakeWorker();
    const page = fakePage();
    await startServiceWorker(worker, page.hooks);
    expect(worker.registered).toBe(1);
    expect(page.posted).toEqual([{ type: 'WARM_REMOTES' }]);
    expect(page.toasts).toEqual([]);
  });

  it('tells the user once that a new version is ready, and never reloads or swaps it under them', async () => {
    const worker = new FakeWorker();
    const page = fakePage();
    await startServiceWorker(worker, page.hooks);
    worker.newVersionInstalled();
    worker.newVersionInstalled();
    expect(page.toasts).toEqual([UPDATE_READY_TOAST]);
    expect(UPDATE_READY_TOAST.title).toBe('A new version of Worship Planner is ready');
    expect(UPDATE_READY_TOAST.description).toBe(
      'It opens the next time you reload this page or open the app.',
    );
    expect(worker.skipWaiting).toBe(0);
  });

  it('lets the waiting version take over when the page goes away', async () => {
    const worker = new FakeWorker();
    const page = fakePage();
    await startServiceWorker(worker, page.hooks);
    page.fire('pagehide');
    expect(worker.skipWaiting).toBe(0);
    worker.newVersionInstalled();
    page.fire('pagehide');
    expect(worker.skipWaiting).toBe(1);
  });

  it('looks for a new version when the page is back in view or back online', async () => {
    const worker = new FakeWorker();
    const page = fakePage(false);
    await startServiceWorker(worker, page.hooks);
    page.fire('visibilitychange');
    expect(worker.updates).toBe(0);
    page.setVisible(true);
    page.fire('visibilitychange');
    page.fire('online');
    expect(worker.updates).toBe(2);
  });

  it('hears of a version that was already waiting when the page opened', async () => {
    const worker = new FakeWorker();
    const page = fakePage();
    // workbox-window reports a worker found waiting at registration with the same event.
    worker.register = async () => {
      worker.registered += 1;
      worker.newVersionInstalled();
    };
    await startServiceWorker(worker, page.hooks);
    expect(page.toasts).toEqual([UPDATE_READY_TOAST]);
  });
});
