import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANON, codeOf, newUser, startSongsService, type SongsService } from '../test/harness';

let svc: SongsService;
beforeAll(async () => {
  svc = await startSongsService('songs_export');
});
afterAll(() => svc?.close());

const EXPORT = `query($ids: [ID!], $groupId: ID, $format: SongFileFormat!) {
  exportSongs(ids: $ids, groupId: $groupId, format: $format) { name content }
}`;
const IMPORT = `mutation($input: ImportSongsInput!) { importSongs(input: $input) { name status songId message } }`;
const SONG = `query($id: ID!) { song(id: $id) {
  title language author artist key capo tempo copyright ccliNumber translation sectionOrder
  stanzas { label lyrics transliterations { language text } }
} }`;

const malayalam = {
  title: 'യേശു എൻ്റെ രക്ഷകൻ',
  language: 'malayalam',
  author: 'Worship Team, A. Writer',
  artist: 'Kerala Voices',
  key: 'F#m',
  capo: 2,
  tempo: 72,
  sectionOrder: [1, 2, 3, 2],
  copyright: '© 2024 Example & Sons',
  ccliNumber: '7012345',
  translation: 'Jesus my saviour',
  stanzas: [
    {
      label: 'Verse 1',
      lyrics: '[F#m]യേശു എൻ്റെ [D/F#]രക്ഷകൻ\nഅവൻ [E7]എന്നെ സ്നേഹിക്കുന്നു',
      transliterations: [
        { language: 'english', text: '[F#m]Yeshu ente [D/F#]rakshakan\nAvan enne' },
      ],
    },
    {
      label: 'Chorus',
      lyrics: 'ഹല്ലേലൂയ്യാ',
      transliterations: [{ language: 'tamil', text: 'ஹல்லேலூயா' }],
    },
    { label: 'Key change', lyrics: 'ഉയരത്തിൽ', transliterations: [] },
  ],
};

type Files = { exportSongs: { name: string; content: string }[] };

describe('exportSongs', () => {
  it('round-trips through both formats: export then import gives the same song', async () => {
    const member = newUser();
    const groupId = svc.group(member);
    const song = await svc.createSong(member, { ...malayalam, groupId }, 'id');
    for (const format of ['OPENLYRICS', 'CHORDPRO']) {
      const { exportSongs } = await svc.ok<Files>(EXPORT, { ids: [song.id], format }, member);
      expect(exportSongs.map((file) => file.name)).toEqual([
        format === 'OPENLYRICS' ? 'യേശു എൻ്റെ രക്ഷകൻ.xml' : 'യേശു എൻ്റെ രക്ഷകൻ.cho',
      ]);
      const target = svc.group(member);
      const imported = await svc.ok<{ importSongs: { status: string; songId: string }[] }>(
        IMPORT,
        { input: { groupId: target, files: exportSongs.map((file) => ({ ...file })) } },
        member,
      );
      expect(imported.importSongs[0]?.status).toBe('created');
      const before = await svc.ok<{ song: unknown }>(SONG, { id: song.id }, member);
      const after = await svc.ok<{ song: unknown }>(
        SONG,
        { id: imported.importSongs[0]?.songId },
        member,
      );
      expect(after.song).toEqual(before.song);
    }
  });

  it('exports a whole group library, naming repeated titles apart, without deleted songs', async () => {
    const member = newUser();
    const groupId = svc.group(member);
    const gone = await svc.createSong(member, { groupId, title: 'Gone' }, 'id');
    await svc.ok(`mutation($id: ID!) { deleteSong(id: $id) }`, { id: gone.id }, member);
    await svc.createSong(member, { groupId, title: 'Holy' }, 'id');
    await svc.createSong(member, { groupId, title: 'Holy' }, 'id');
    await svc.createSong(member, { groupId, title: 'Amazing' }, 'id');
    const { exportSongs } = await svc.ok<Files>(EXPORT, { groupId, format: 'CHORDPRO' }, member);
    expect(exportSongs.map((file) => file.name)).toEqual([
      'Amazing.cho',
      'Holy.cho',
      'Holy (2).cho',
    ]);
    expect(exportSongs[0]?.content).toContain('{title: Amazing}');
  });

  it('refuses songs the caller cannot see, groups they are not in, and anonymous callers', async () => {
    const member = newUser();
    const outsider = newUser();
    const groupId = svc.group(member);
    const hidden = await svc.createSong(member, { groupId, isPublic: false }, 'id');
    const open = await svc.createSong(member, { groupId, isPublic: true }, 'id');
    expect(
      codeOf(await svc.gql(EXPORT, { ids: [hidden.id], format: 'OPENLYRICS' }, outsider)),
    ).toBe('NOT_FOUND');
    expect(
      codeOf(await svc.gql(EXPORT, { ids: [open.id, hidden.id], format: 'OPENLYRICS' }, outsider)),
    ).toBe('NOT_FOUND');
    expect(
      codeOf(await svc.gql(EXPORT, { ids: ['not-a-uuid'], format: 'OPENLYRICS' }, member)),
    ).toBe('NOT_FOUND');
    expect(codeOf(await svc.gql(EXPORT, { groupId, format: 'OPENLYRICS' }, outsider))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await svc.gql(EXPORT, { ids: [open.id], format: 'OPENLYRICS' }, ANON))).toBe(
      'UNAUTHENTICATED',
    );
    // A public song of another group is anyone's to export.
    const { exportSongs } = await svc.ok<Files>(
      EXPORT,
      { ids: [open.id], format: 'OPENLYRICS' },
      outsider,
    );
    expect(exportSongs).toHaveLength(1);
    const nothing = await svc.gql(EXPORT, { format: 'OPENLYRICS' }, member);
    expect(nothing.errors?.[0]?.message).toBe('Choose songs or a group to export');
  });
});
