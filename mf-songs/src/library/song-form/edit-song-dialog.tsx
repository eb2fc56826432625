import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Dialog } from '@worship/design-system';
import { useReportError } from '@worship/shell-contract';
import { useId, useState, type FormEvent } from 'react';
import { CategoriesDocument } from '../../lib/categories.graphql';
import { evictSongLists } from '../../lib/song-lists';
import { SongDocument, type SongFields } from '../../lib/song.graphql';
import { EditConflict } from './edit-conflict';
import { isConflict } from './song-differences';
import { songFormFrom, toSongInput } from './song-form';
import { SongAuthorsDocument, UpdateSongDocument } from './song-form.graphql';
import { SongFormFields, SongFormFooter } from './song-form-fields';
import { useSongForm } from './use-song-form';

export const EDIT_SONG_FAILED = 'Failed to save the song. Please try again.';

export interface EditSongDialogProps {
  /** The song as it was opened (its version is what the save expects to replace). */
  song: SongFields;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Told once the song was saved (the dialog has closed by then). */
  onSaved?: (song: SongFields) => void;
}

/**
 * Issue 17 "Edit": the song form filled with the song. A save names the version the form was
 * filled from; when someone saved the song meanwhile, the dialog says so and shows both versions,
 * and the user either loads the saved one or saves theirs over it knowingly.
 */
export default function EditSongDialog({ song, open, onOpenChange, onSaved }: EditSongDialogProps) {
  const formId = useId();
  const form = useSongForm(() => songFormFrom(song));
  const [baseVersion, setBaseVersion] = useState(song.version);
  const [stored, setStored] = useState<SongFields | null>(null);
  const reportError = useReportError();
  const client = useApolloClient();
  const { data: categoryData } = useQuery(CategoriesDocument, { skip: !open });
  const { data: authorData } = useQuery(SongAuthorsDocument, { skip: !open });
  const [updateSong, { loading }] = useMutation(UpdateSongDocument, { update: evictSongLists });
  const categories = categoryData?.categories ?? [];

  async function save(expectedVersion: number) {
    if (loading || !form.validate()) return;
    const { input, toFormPath } = toSongInput(form.values);
    try {
      const result = await updateSong({
        variables: { id: song.id, input: { ...input, expectedVersion } },
      });
      const saved = result.data?.updateSong;
      if (!saved) throw new Error('updateSong returned no song');
      setStored(null);
      onOpenChange(false);
      onSaved?.(saved);
    } catch (error) {
      if (isConflict(error)) await showStored();
      else if (!form.showServerErrors(error, toFormPath)) reportError(error, EDIT_SONG_FAILED);
    }
  }

  /** Reads the version saved meanwhile, to show beside the user's. */
  async function showStored() {
    try {
      const { data } = await client.query({
        query: SongDocument,
        variables: { id: song.id },
        fetchPolicy: 'network-only',
      });
      if (!data?.song) throw new Error('the song is gone');
      setStored(data.song);
    } catch (error) {
      reportError(error, EDIT_SONG_FAILED);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save(baseVersion);
  }

  function loadStored(current: SongFields) {
    form.reset(songFormFrom(current));
    setBaseVersion(current.version);
    setStored(null);
  }

  function overwrite(current: SongFields) {
    setBaseVersion(current.version);
    void save(current.version);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.clearErrors();
        onOpenChange(next);
      }}
      size="xl"
      title="Edit Song"
      description="Change the song's words, chords and details"
      footer={
        <SongFormFooter
          formId={formId}
          loading={loading}
          // While the conflict is shown, its own buttons decide.
          submitLabel={stored ? null : 'Save Changes'}
          busyLabel="Saving..."
        />
      }
    >
      {stored && (
        <EditConflict
          mine={toSongInput(form.values).input}
          stored={stored}
          categories={categories}
          busy={loading}
          onLoadStored={() => loadStored(stored)}
          onOverwrite={() => overwrite(stored)}
        />
      )}
      <SongFormFields
        id={formId}
        form={form}
        categories={categories}
        authors={authorData?.songAuthors ?? []}
        onSubmit={handleSubmit}
        disabled={loading}
      />
    </Dialog>
  );
}
