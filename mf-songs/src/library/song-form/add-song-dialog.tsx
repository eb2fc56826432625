import { useMutation, useQuery } from '@apollo/client/react';
import { Dialog } from '@worship/design-system';
import { useReportError } from '@worship/shell-contract';
import { useId, type FormEvent } from 'react';
import { CategoriesDocument } from '../../lib/categories.graphql';
import { evictSongLists } from '../../lib/song-lists';
import type { SongFields } from '../../lib/song.graphql';
import { CreateSongDocument, SongAuthorsDocument } from './song-form.graphql';
import { initialSongForm, toCreateSongInput } from './song-form';
import { SongFormFields, SongFormFooter } from './song-form-fields';
import { useSongForm } from './use-song-form';

/** Spec §8 "Song add". */
export const ADD_SONG_FAILED = 'Failed to add song. Please try again.';

export interface AddSongDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The group the song is added to (the library's selected group). */
  groupId?: string | null;
  /** Told once the song was created (the dialog has closed and reset by then). */
  onSongAdded?: (song: SongFields) => void | Promise<void>;
}

/** Spec §2 "Add New Song dialog". Opened and closed by its parent. */
export function AddSongDialog({ open, onOpenChange, groupId, onSongAdded }: AddSongDialogProps) {
  const formId = useId();
  const form = useSongForm(initialSongForm);
  const reportError = useReportError();
  const { data: categoryData } = useQuery(CategoriesDocument, { skip: !open });
  const { data: authorData } = useQuery(SongAuthorsDocument, { skip: !open });
  const [createSong, { loading }] = useMutation(CreateSongDocument, { update: evictSongLists });

  function handleOpenChange(next: boolean) {
    if (!next) form.clearErrors();
    onOpenChange(next);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading || !form.validate()) return;
    const { input, toFormPath } = toCreateSongInput(form.values, groupId);
    try {
      const result = await createSong({ variables: { input } });
      const song = result.data?.createSong;
      if (!song) throw new Error('createSong returned no song');
      form.reset(initialSongForm());
      onOpenChange(false);
      await onSongAdded?.(song);
    } catch (error) {
      if (!form.showServerErrors(error, toFormPath)) reportError(error, ADD_SONG_FAILED);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={handleOpenChange}
      size="xl"
      title="Add New Song"
      description="Create a new song with lyrics and transliterations"
      footer={
        <SongFormFooter
          formId={formId}
          loading={loading}
          submitLabel="Add Song"
          busyLabel="Adding Song..."
        />
      }
    >
      <SongFormFields
        id={formId}
        form={form}
        categories={categoryData?.categories ?? []}
        authors={authorData?.songAuthors ?? []}
        onSubmit={(event) => void handleSubmit(event)}
      />
    </Dialog>
  );
}
