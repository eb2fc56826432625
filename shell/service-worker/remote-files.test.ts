import { describe, expect, it } from 'vitest';
import { remoteBaseUrl, remoteFileUrls, type RemoteManifest } from './remote-files';

/** The shape mf-groups' build writes (trimmed): two exposes sharing chunks, shared libraries. */
const MANIFEST: RemoteManifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      assets: {
        js: {
          sync: ['317.4bfcb89ee2.js', '__federation_expose_groups_page.4901afb048.js'],
          async: ['698.3b49e1645d.js', '17.7d9508d1f0.js'],
        },
        css: { sync: [], async: [] },
      },
    },
    {
      assets: {
        js: {
          sync: ['317.4bfcb89ee2.js', '__federation_expose_join_page.c377b9890a.js'],
          async: ['698.3b49e1645d.js'],
        },
        css: { sync: ['styles.0123456789.css'], async: [] },
      },
    },
  ],
  shared: [{ assets: { js: { sync: ['696.5087ac2145.js'], async: [] } } }],
};

describe('remoteFileUrls', () => {
  it("lists a remote's entry and its exposes' chunks once each, beside its manifest (publicPath auto)", () => {
    expect(remoteFileUrls(MANIFEST, 'http://localhost:3000/mf/groups/mf-manifest.json')).toEqual([
      'http://localhost:3000/mf/groups/remoteEntry.js',
      'http://localhost:3000/mf/groups/317.4bfcb89ee2.js',
      'http://localhost:3000/mf/groups/__federation_expose_groups_page.4901afb048.js',
      'http://localhost:3000/mf/groups/698.3b49e1645d.js',
      'http://localhost:3000/mf/groups/17.7d9508d1f0.js',
      'http://localhost:3000/mf/groups/__federation_expose_join_page.c377b9890a.js',
      'http://localhost:3000/mf/groups/styles.0123456789.css',
    ]);
  });

  it('leaves out the chunks of the shared libraries the shell provides', () => {
    const urls = remoteFileUrls(MANIFEST, 'https://groups.example.org/mf-manifest.json');
    expect(urls.some((url) => url.includes('696.5087ac2145.js'))).toBe(false);
  });

  it('resolves against the remote’s own origin in the distributed topology', () => {
    const urls = remoteFileUrls(MANIFEST, 'http://localhost:3102/mf-manifest.json');
    expect(urls[0]).toBe('http://localhost:3102/remoteEntry.js');
    expect(urls.every((url) => url.startsWith('http://localhost:3102/'))).toBe(true);
  });

  it('follows a fixed publicPath and an entry in a sub-folder', () => {
    const manifest: RemoteManifest = {
      metaData: {
        publicPath: 'https://cdn.example.org/songs/v2',
        remoteEntry: { name: 'remoteEntry.js', path: 'entry' },
      },
      exposes: [{ assets: { js: { sync: ['1.0123456789.js'] } } }],
    };
    expect(remoteFileUrls(manifest, 'https://songs.example.org/mf-manifest.json')).toEqual([
      'https://cdn.example.org/songs/v2/entry/remoteEntry.js',
      'https://cdn.example.org/songs/v2/1.0123456789.js',
    ]);
  });

  it('reads a manifest with parts missing without throwing', () => {
    expect(remoteFileUrls({}, 'http://localhost:3000/mf/songs/mf-manifest.json')).toEqual([]);
    expect(
      remoteBaseUrl({ metaData: { getPublicPath: 'return x' } }, 'http://a.test/b/c.json'),
    ).toBe('http://a.test/b/');
  });
});
