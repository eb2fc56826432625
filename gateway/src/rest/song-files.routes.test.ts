import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_FILE_TOO_LARGE, IMPORT_TOO_MANY_FILES } from '@worship/common';
import { startSongsStack } from '../testing/songs';
import type { TestStack, TestUser } from '../testing/stack';
import { FORMAT_MESSAGE } from './song-files.routes';

let stack: TestStack;
let admin: TestUser;
let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let choir: { id: string };

const UNAUTHORIZED = { message: 'Unauthorized' };
const GROUP_NOT_FOUND = { message: 'Group not found' };
const SONG_NOT_FOUND = { message: 'Song not found' };

const chordPro = (title: string, extra = '') =>
  `{title: ${title}}\n{key: G}\n${extra}\n{start_of_chorus: Chorus}\n[G]Amazing [C]grace\n{end_of_chorus}\n`;

async function songCount(): Promise<number> {
  const rows = await stack.sql<{ n: number }>('select count(*)::int as n from "songs"."songs"');
  return rows[0]?.n ?? 0;
}

beforeAll(async () => {
  ({ stack, admin, owner, member, outsider, choir } = await startSongsStack());
});

afterAll(async () => {
  await stack?.stop();
});

describe('POST /api/songs/import', () => {
  it('imports files into the group and answers one result per file, in order', async () => {
    const res = await stack.request('POST', '/api/songs/import', {
      cookie: member.cookie,
      body: {
        groupId: choir.id,
        isPublic: false,
        files: [
          { name: 'grace.cho', content: chordPro('Grace Alone', '{ccli: 555}') },
          { name: 'again.cho', content: chordPro('Grace Again', '{ccli: 555}') },
          {
            name: 'utf16.txt',
            content: Buffer.concat([
              Buffer.from([0xff, 0xfe]),
              Buffer.from('Holy\n\nVerse 1\nHoly holy', 'utf16le'),
            ]).toString('base64'),
            encoding: 'base64',
          },
          {
            name: 'broken.xml',
            content: '<song xmlns="http://openlyrics.info/namespace/2009/song">',
          },
        ],
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([
      {
        name: 'grace.cho',
        status: 'created',
        songId: expect.any(String),
        format: 'chordpro',
        warnings: [],
      },
      {
        name: 'again.cho',
        status: 'duplicate',
        format: 'chordpro',
        duplicateOfId: res.body[0].songId,
        duplicateOfTitle: 'Grace Alone',
        warnings: [],
      },
      {
        name: 'utf16.txt',
        status: 'created',
        songId: expect.any(String),
        format: 'plaintext',
        warnings: [],
      },
      {
        name: 'broken.xml',
        status: 'error',
        message: expect.stringMatching(/^The XML is not well-formed: /u),
        warnings: [],
      },
    ]);
    const song = await stack.request('GET', `/api/songs/${res.body[0].songId}`, {
      cookie: owner.cookie,
    });
    expect(song.body).toMatchObject({
      title: 'Grace Alone',
      key: 'G',
      ccliNumber: '555',
      isPublic: false,
      groupId: choir.id,
      creator: { id: member.user.id },
      stanzas: [{ position: 1, lyrics: '[G]Amazing [C]grace' }],
    });
  });

  it('dry run: previews what would happen and stores nothing', async () => {
    const before = await songCount();
    const res = await stack.request('POST', '/api/songs/import', {
      cookie: member.cookie,
      body: {
        groupId: choir.id,
        dryRun: true,
        files: [{ name: 'new.cho', content: chordPro('Never Stored') }],
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([
      {
        name: 'new.cho',
        status: 'created',
        format: 'chordpro',
        warnings: [],
        preview: {
          title: 'Never Stored',
          language: 'english',
          author: null,
          key: 'G',
          sections: ['Chorus'],
          stanzaCount: 1,
        },
      },
    ]);
    expect(await songCount()).toBe(before);
  });

  it('generates the missing English transliterations of native stanzas when asked', async () => {
    const res = await stack.request('POST', '/api/songs/import', {
      cookie: member.cookie,
      body: {
        groupId: choir.id,
        generateTransliterations: true,
        files: [{ name: 'ml.cho', content: '{title: Sneham}\n[G]ദൈവ[C]സ്നേഹം\n' }],
      },
    });
    expect(res.status).toBe(200);
    const song = await stack.request('GET', `/api/songs/${res.body[0].songId}`, {
      cookie: member.cookie,
    });
    expect(song.body.stanzas[0].transliterations).toEqual([
      { language: 'english', text: '[G]Daiva[C]sneham' },
    ]);
  });

  it('refuses files over 512 KB one by one, without sending them on', async () => {
    const res = await stack.request('POST', '/api/songs/import', {
      cookie: member.cookie,
      body: {
        groupId: choir.id,
        files: [
          { name: 'huge.txt', content: 'a'.repeat(512 * 1024 + 1) },
          { name: 'small.cho', content: chordPro('Small One') },
        ],
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(
      res.body.map((r: { name: string; status: string; message?: string }) => [
        r.name,
        r.status,
        r.message,
      ]),
    ).toEqual([
      ['huge.txt', 'error', IMPORT_FILE_TOO_LARGE],
      ['small.cho', 'created', undefined],
    ]);
  });

  it("replace: a member saves a file over another member's song as its next version", async () => {
    const created = await stack.request('POST', '/api/songs/import', {
      cookie: owner.cookie,
      body: {
        groupId: choir.id,
        files: [{ name: 'o.cho', content: chordPro('Owner Song', '{ccli: 8080}') }],
      },
    });
    const id = created.body[0].songId as string;
    const res = await stack.request('POST', '/api/songs/import', {
      cookie: member.cookie,
      body: {
        groupId: choir.id,
        files: [
          {
            name: 'm.cho',
            content: chordPro('Owner Song Fixed', '{ccli: 8080}'),
            onDuplicate: 'replace',
          },
        ],
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([
      {
        name: 'm.cho',
        status: 'replaced',
        songId: id,
        duplicateOfId: id,
        duplicateOfTitle: 'Owner Song',
        format: 'chordpro',
        warnings: [],
      },
    ]);
    const versions = await stack.request('GET', `/api/songs/${id}/versions`, {
      cookie: owner.cookie,
    });
    expect(versions.status, versions.text).toBe(200);
    expect(versions.body.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    const song = await stack.request('GET', `/api/songs/${id}`, { cookie: owner.cookie });
    expect(song.body).toMatchObject({ title: 'Owner Song Fixed', creator: { id: owner.user.id } });
  });

  it('works with a Bearer API key, as the key creator', async () => {
    const group = await stack.createGroup(admin, 'Admin Band');
    const key = await stack.request('POST', '/api/auth/api-keys', {
      cookie: admin.cookie,
      body: { name: 'Importer' },
    });
    expect(key.status).toBe(201);
    const res = await stack.request('POST', '/api/songs/import', {
      headers: { authorization: `Bearer ${key.body.key as string}` },
      body: { groupId: group.id, files: [{ name: 'k.cho', content: chordPro('By Key') }] },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body[0]).toMatchObject({ status: 'created' });
    const song = await stack.request('GET', `/api/songs/${res.body[0].songId}`, {
      cookie: admin.cookie,
    });
    expect(song.body).toMatchObject({
      title: 'By Key',
      creator: { id: admin.user.id },
      groupId: group.id,
    });
  });

  it('refuses a non-member (404), an anonymous caller (401), too many files and bad bodies (400), storing nothing', async () => {
    const before = await songCount();
    const files = [{ name: 'a.cho', content: chordPro('Refused') }];
    const cases: [TestUser | null, unknown, number, unknown][] = [
      [outsider, { groupId: choir.id, files }, 404, GROUP_NOT_FOUND],
      [null, { groupId: choir.id, files }, 401, UNAUTHORIZED],
      [
        member,
        {
          groupId: choir.id,
          files: Array.from({ length: 1001 }, (_, n) => ({ name: `${n}.txt`, content: 'la' })),
        },
        400,
        { message: IMPORT_TOO_MANY_FILES, errors: { files: IMPORT_TOO_MANY_FILES } },
      ],
      [
        member,
        { groupId: choir.id, files: 'nope' },
        400,
        expect.objectContaining({ message: 'Choose at least one file to import' }),
      ],
      [
        member,
        { groupId: choir.id, files, generateTransliterations: 'yes' },
        400,
        expect.objectContaining({ message: 'generateTransliterations must be true or false' }),
      ],
      [
        member,
        { groupId: choir.id, files, onDuplicate: 'merge' },
        400,
        expect.objectContaining({ message: 'onDuplicate must be skip, replace or keep_both' }),
      ],
    ];
    for (const [user, body, status, answer] of cases) {
      const res = await stack.request('POST', '/api/songs/import', { cookie: user?.cookie, body });
      expect({ status: res.status, body: res.body }).toEqual({ status, body: answer });
    }
    expect(await songCount()).toBe(before);
  });

  it('answers 413 in JSON to a body over 32 MB', async () => {
    const res = await stack.request('POST', '/api/songs/import', {
      cookie: member.cookie,
      body: {
        groupId: choir.id,
        files: [{ name: 'big.txt', content: 'a'.repeat(33 * 1024 * 1024) }],
      },
    });
    expect({ status: res.status, body: res.body }).toEqual({
      status: 413,
      body: { message: 'Request body is too large' },
    });
  });
});

describe('GET /api/songs/:id/export', () => {
  it('answers the song as an OpenLyrics or ChordPro attachment', async () => {
    const imported = await stack.request('POST', '/api/songs/import', {
      cookie: member.cookie,
      body: { groupId: choir.id, files: [{ name: 'e.cho', content: chordPro('Ex Port ✝') }] },
    });
    const id = imported.body[0].songId as string;
    const xml = await stack.request('GET', `/api/songs/${id}/export?format=openlyrics`, {
      cookie: owner.cookie,
    });
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(xml.headers.get('content-disposition')).toBe(
      `attachment; filename="Ex Port _.xml"; filename*=UTF-8''Ex%20Port%20%E2%9C%9D.xml`,
    );
    expect(xml.text).toContain('<title>Ex Port ✝</title>');
    expect(xml.text).toContain('<verse name="c" lang="en">');
    const cho = await stack.request('GET', `/api/songs/${id}/export?format=chordpro`, {
      cookie: member.cookie,
    });
    expect(cho.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(cho.text).toContain('{title: Ex Port ✝}\n{key: G}');
    const bad = await stack.request('GET', `/api/songs/${id}/export?format=pdf`, {
      cookie: member.cookie,
    });
    expect({ status: bad.status, message: bad.body.message }).toEqual({
      status: 400,
      message: FORMAT_MESSAGE,
    });
  });

  it('answers 404 to a caller who cannot see the song, 401 to an anonymous one', async () => {
    const imported = await stack.request('POST', '/api/songs/import', {
      cookie: member.cookie,
      body: {
        groupId: choir.id,
        isPublic: false,
        files: [{ name: 'p.cho', content: chordPro('Private Export') }],
      },
    });
    const id = imported.body[0].songId as string;
    const hidden = await stack.request('GET', `/api/songs/${id}/export`, {
      cookie: outsider.cookie,
    });
    expect({ status: hidden.status, body: hidden.body }).toEqual({
      status: 404,
      body: SONG_NOT_FOUND,
    });
    const anonymous = await stack.request('GET', `/api/songs/${id}/export`);
    expect({ status: anonymous.status, body: anonymous.body }).toEqual({
      status: 401,
      body: UNAUTHORIZED,
    });
  });
});

describe('POST /api/songs/export', () => {
  it('answers many songs, or a group library, as one zip', async () => {
    const group = await stack.createGroup(member, 'Zip Band');
    const imported = await stack.request('POST', '/api/songs/import', {
      cookie: member.cookie,
      body: {
        groupId: group.id,
        files: [
          { name: 'a.cho', content: chordPro('Zip One') },
          { name: 'b.cho', content: chordPro('Zip Two') },
        ],
      },
    });
    const ids = imported.body.map((r: { songId: string }) => r.songId);
    for (const body of [
      { songIds: ids, format: 'openlyrics' },
      { groupId: group.id, format: 'openlyrics' },
    ]) {
      const res = await fetch(`${stack.baseUrl}/api/songs/export`, {
        method: 'POST',
        headers: {
          cookie: member.cookie,
          'content-type': 'application/json',
          origin: stack.baseUrl,
        },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/zip');
      const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
      expect(Object.keys(files).sort()).toEqual(['Zip One.xml', 'Zip Two.xml']);
      expect(strFromU8(files['Zip One.xml'] as Uint8Array)).toContain('<title>Zip One</title>');
    }
  });

  it('refuses another group (404), anonymous callers (401) and a missing format (400)', async () => {
    const refused = await stack.request('POST', '/api/songs/export', {
      cookie: outsider.cookie,
      body: { groupId: choir.id, format: 'chordpro' },
    });
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 404,
      body: GROUP_NOT_FOUND,
    });
    const anonymous = await stack.request('POST', '/api/songs/export', {
      body: { groupId: choir.id, format: 'chordpro' },
    });
    expect(anonymous.status).toBe(401);
    const noFormat = await stack.request('POST', '/api/songs/export', {
      cookie: member.cookie,
      body: { groupId: choir.id },
    });
    expect({ status: noFormat.status, message: noFormat.body.message }).toEqual({
      status: 400,
      message: FORMAT_MESSAGE,
    });
  });
});
