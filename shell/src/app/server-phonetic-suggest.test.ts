import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverPhoneticSuggest } from './server-phonetic-suggest';

afterEach(() => {
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('serverPhoneticSuggest', () => {
  it('asks GET /api/transliterate/suggest for the word and answers its candidates', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(json(200, { candidates: ['തീവണ്ടി', 'തീവന്ദി'] }));
    const controller = new AbortController();
    expect(await serverPhoneticSuggest('thee vandi', 'malayalam', controller.signal)).toEqual([
      'തീവണ്ടി',
      'തീവന്ദി',
    ]);
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/transliterate/suggest?q=thee+vandi&language=malayalam',
      { signal: controller.signal, credentials: 'same-origin' },
    );
  });

  it('rejects on an error status, and keeps only strings of an odd answer', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(400, { message: 'Bad request' }));
    await expect(serverPhoneticSuggest('x', 'tamil', new AbortController().signal)).rejects.toThrow(
      '400',
    );
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(200, { candidates: ['நன்றி', 5] }));
    expect(await serverPhoneticSuggest('nandri', 'tamil', new AbortController().signal)).toEqual([
      'நன்றி',
    ]);
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(200, {}));
    expect(await serverPhoneticSuggest('nandri', 'tamil', new AbortController().signal)).toEqual(
      [],
    );
  });
});
