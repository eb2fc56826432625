import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom has no EventSource: this one stands in for the server's live event stream in component
 * tests (the real stream is tested end to end). `emit` sends a `state` event to every stream
 * open on the URL; `fail` drops them as a lost connection does.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static open: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.open.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
    FakeEventSource.open = FakeEventSource.open.filter((source) => source !== this);
  }
  static emit(url: string, state: unknown) {
    act(() => {
      for (const source of FakeEventSource.open.filter((s) => s.url === url)) {
        source.readyState = FakeEventSource.OPEN;
        source.dispatchEvent(new MessageEvent('state', { data: JSON.stringify(state) }));
      }
    });
  }
  static fail(url: string) {
    act(() => {
      for (const source of FakeEventSource.open.filter((s) => s.url === url)) {
        source.readyState = FakeEventSource.CONNECTING;
        source.dispatchEvent(new Event('error'));
      }
    });
  }
}

/** Installs the fake for the tests of one file. */
export function installFakeEventSource() {
  beforeEach(() => {
    FakeEventSource.open = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

/** A live session's state as the server sends it. */
export function liveState(fields: Record<string, unknown>) {
  return {
    scheduleId: 'schedule-1',
    live: true,
    version: 1,
    leader: { id: 'user-2', name: 'Jane Doe' },
    controlId: 'other-device',
    songId: null,
    section: 0,
    screen: 'SECTION',
    updatedAt: '2026-11-29T09:00:00.000Z',
    ...fields,
  };
}
