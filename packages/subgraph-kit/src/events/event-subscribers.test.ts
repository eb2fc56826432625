import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { eventSubscribersVariable, parseEventSubscribers } from './event-subscribers';

describe('EVENT_SUBSCRIBERS', () => {
  it('reads name=url (every type) and name:type+type=url entries', () => {
    expect(
      parseEventSubscribers(
        ' songs:group.deleted=http://127.0.0.1:4003/ , schedules:group.deleted+member.departed=https://schedules.internal:8443,audit=http://audit',
      ),
    ).toEqual([
      { name: 'songs', url: 'http://127.0.0.1:4003', types: ['group.deleted'] },
      {
        name: 'schedules',
        url: 'https://schedules.internal:8443',
        types: ['group.deleted', 'member.departed'],
      },
      { name: 'audit', url: 'http://audit', types: null },
    ]);
  });

  it('means no subscribers when empty or unset', () => {
    expect(parseEventSubscribers('')).toEqual([]);
    expect(parseEventSubscribers(' , ')).toEqual([]);
    expect(loadConfig({ EVENT_SUBSCRIBERS: eventSubscribersVariable }, {})).toMatchObject({
      EVENT_SUBSCRIBERS: [],
    });
  });

  it.each([
    ['songs', '"songs" is not name=url'],
    ['Songs=http://x', '"Songs" is not a service name (a-z, 0-9, -)'],
    ['songs=127.0.0.1:4003', '"127.0.0.1:4003" is not an absolute URL (subscriber songs)'],
    ['songs=ftp://x', '"ftp://x" must be an http(s) base URL (subscriber songs)'],
    ['songs=not a url', '"not a url" is not an absolute URL (subscriber songs)'],
    ['songs=http://x?a=1', '"http://x?a=1" must be an http(s) base URL (subscriber songs)'],
    ['songs:Group Deleted=http://x', '"Group Deleted" is not an event type (subscriber songs)'],
    ['songs:=http://x', '"" is not an event type (subscriber songs)'],
    ['songs=http://a,songs=http://b', '"songs" is listed twice'],
  ])('refuses %j at start-up, naming the variable and the entry', (value, message) => {
    expect(() =>
      loadConfig({ EVENT_SUBSCRIBERS: eventSubscribersVariable }, { EVENT_SUBSCRIBERS: value }),
    ).toThrow(`Invalid configuration:\n  EVENT_SUBSCRIBERS: ${message}`);
  });
});
