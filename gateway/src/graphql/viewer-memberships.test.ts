import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { MEMBERSHIPS_PATH } from '@worship/subgraph-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack, type TestUser } from '../testing/stack';

// The gateway asks groups for a viewer's memberships and signs them into the viewer token, so
// songs and schedules do not each ask again (viewer-memberships.ts). What must hold: one question
// per operation at most, a cache no older than SESSION_CACHE_SECONDS, and a membership change
// that counts at once through the gateway that made it and within the time-to-live elsewhere.

let stack: TestStack;
let owner: TestUser;
let member: TestUser;
let choir: { id: string };
let scheduleId: string;
let proxy: Server;
let proxyUrl: string;
/** The memberships questions that went through the proxy in front of groups. */
let membershipQuestions = 0;

/** A pass-through proxy in front of groups that counts the memberships questions. */
async function countingProxy(target: string) {
  const server = createServer((req, res) => {
    if (req.url?.startsWith(MEMBERSHIPS_PATH)) membershipQuestions += 1;
    const forwarded = httpRequest(
      `${target}${req.url}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return server;
}

beforeAll(async () => {
  stack = await startStack({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  owner = await stack.signUp({ firstName: 'Olivia', lastName: 'Owner' });
  member = await stack.signUp({ firstName: 'Mia', lastName: 'Member' });
  choir = await stack.createGroup(owner, 'Choir');
  await stack.joinGroup(member, owner, choir.id);
  const song = await stack.request('POST', '/api/songs', {
    cookie: owner.cookie,
    body: { title: 'Abide', language: 'english', groupId: choir.id, stanzas: [{ lyrics: 'la' }] },
  });
  expect(song.status, song.text).toBe(201);
  const schedule = await stack.request('POST', `/api/groups/${choir.id}/schedules`, {
    cookie: owner.cookie,
    body: { name: 'Sunday' },
  });
  expect(schedule.status, schedule.text).toBe(201);
  scheduleId = schedule.body.id;
  const added = await stack.request('POST', `/api/schedules/${scheduleId}/songs`, {
    cookie: owner.cookie,
    body: { songId: song.body.id },
  });
  expect(added.status, added.text).toBe(201);
  proxy = await countingProxy(stack.serviceUrls.GROUPS_URL!);
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise<void>((done) => (proxy ? proxy.close(() => done()) : done()));
  await stack?.stop();
});

describe('memberships signed into the viewer token', () => {
  it("asks groups once for a schedule's detail, although songs and schedules both need them", async () => {
    const gateway = await stack.startGateway({ GROUPS_URL: proxyUrl, SESSION_CACHE_SECONDS: '0' });
    membershipQuestions = 0;
    const detail = await gateway.request('GET', `/api/schedules/${scheduleId}`, {
      cookie: member.cookie,
    });
    expect(detail.status, detail.text).toBe(200);
    expect(detail.body.songs.map((entry: { song: { title: string } }) => entry.song.title)).toEqual(
      ['Abide'],
    );
    expect(membershipQuestions).toBe(1);

    // Anonymous callers have no memberships to ask about.
    const shared = await gateway.request('GET', '/api/songs/public/search?q=Abide');
    expect(shared.status, shared.text).toBe(200);
    expect(membershipQuestions).toBe(1);
  });

  it("asks once per time-to-live for a user's burst of reads, and afresh after they change", async () => {
    const gateway = await stack.startGateway({ GROUPS_URL: proxyUrl, SESSION_CACHE_SECONDS: '60' });
    membershipQuestions = 0;
    for (let i = 0; i < 3; i += 1) {
      const detail = await gateway.request('GET', `/api/schedules/${scheduleId}`, {
        cookie: member.cookie,
      });
      expect(detail.status, detail.text).toBe(200);
    }
    expect(membershipQuestions).toBe(1);

    // A group made a moment ago, with 60 s of cache: usable at once through this gateway.
    const made = await gateway.request('POST', '/api/groups', {
      cookie: member.cookie,
      body: { name: 'Youth band' },
    });
    expect(made.status, made.text).toBe(201);
    const schedule = await gateway.request('POST', `/api/groups/${made.body.id}/schedules`, {
      cookie: member.cookie,
      body: { name: 'Friday practice' },
    });
    expect(schedule.status, schedule.text).toBe(201);
    const listed = await gateway.request('GET', `/api/groups/${made.body.id}/schedules`, {
      cookie: member.cookie,
    });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.map((s: { name: string }) => s.name)).toEqual(['Friday practice']);
  });

  it('a removed member loses access at once through this gateway, within a second through another', async () => {
    const replica = await stack.startGateway();
    const path = `/api/schedules/${scheduleId}`;
    expect((await replica.request('GET', path, { cookie: member.cookie })).status).toBe(200);
    expect((await stack.request('GET', path, { cookie: member.cookie })).status).toBe(200);

    const removed = await stack.request(
      'DELETE',
      `/api/groups/${choir.id}/members/${member.user.id}`,
      { cookie: owner.cookie },
    );
    expect(removed.status, removed.text).toBe(200);
    const here = await stack.request('GET', path, { cookie: member.cookie });
    expect(here.status, here.text).toBe(404);

    // The replica's cache (SESSION_CACHE_SECONDS, 1 s by default) may still answer for the
    // rest of the second; once it has passed, the membership is gone there too.
    await sleep(1000);
    const there = await replica.request('GET', path, { cookie: member.cookie });
    expect(there.status, there.text).toBe(404);
    // The owner still sees it through both.
    expect((await replica.request('GET', path, { cookie: owner.cookie })).status).toBe(200);
  });
});
