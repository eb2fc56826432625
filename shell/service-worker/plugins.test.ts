import { describe, expect, it } from 'vitest';
import { isSignedInUser, serverErrorsAsOffline } from './plugins';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('isSignedInUser', () => {
  it('keeps a signed-in user and nothing else', async () => {
    expect(await isSignedInUser(json({ id: 'u1', firstName: 'Ann' }))).toBe(true);
    expect(await isSignedInUser(json(null))).toBe(false);
    expect(await isSignedInUser(json({ message: 'Unauthorized' }, 401))).toBe(false);
    expect(await isSignedInUser(json({ id: '' }))).toBe(false);
    expect(await isSignedInUser(new Response('<html>', { status: 200 }))).toBe(false);
  });

  it('leaves the response readable for the page', async () => {
    const response = json({ id: 'u1' });
    await isSignedInUser(response);
    expect(await response.json()).toEqual({ id: 'u1' });
  });
});

describe('serverErrorsAsOffline', () => {
  const request = new Request('http://localhost/api/auth/user');
  const event = new Event('fetch') as unknown as ExtendableEvent;

  it('passes answers below 500 through', async () => {
    const plugin = serverErrorsAsOffline();
    const state = {};
    const answer = json({ id: 'u1' });
    await expect(
      plugin.fetchDidSucceed!({ request, response: answer, event, state }),
    ).resolves.toBe(answer);
  });

  it('takes a 5xx for no answer, and gives it back when nothing is cached', async () => {
    const plugin = serverErrorsAsOffline();
    const state: Record<string, unknown> = {};
    const badGateway = json({ message: 'Gateway unavailable: ECONNREFUSED' }, 502);
    await expect(
      plugin.fetchDidSucceed!({ request, response: badGateway, event, state }),
    ).rejects.toThrow('the server answered 502');
    await expect(
      plugin.handlerDidError!({ request, event, error: new Error('no-response'), state }),
    ).resolves.toBe(badGateway);
  });

  it('has nothing to give back after a network failure', async () => {
    const plugin = serverErrorsAsOffline();
    await expect(
      plugin.handlerDidError!({ request, event, error: new TypeError('offline'), state: {} }),
    ).resolves.toBeUndefined();
  });
});
