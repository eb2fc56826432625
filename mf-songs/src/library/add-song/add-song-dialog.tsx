import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Dialog,
  DialogClose,
  Field,
  Input,
  PlusIcon,
  Select,
  colors,
  fontSizes,
  media,
} from '@worship/design-system';
import { useReportError } from '@worship/shell-contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { fieldErrorsOf, type FieldErrors } from '../../lib/graphql-errors';
import { LANGUAGES, isSongLanguage, languageOptionLabel } from '../../lib/languages';
import { CategoriesDocument } from '../../lib/categories.graphql';
import type { SongFields } from '../../lib/song.graphql';
import { CreateSongDocument, SongAuthorsDocument } from './add-song.graphql';
import { AuthorCombobox } from './author-combobox';
import { CategorySelect } from './category-select';
import {
  MAX_STANZAS,
  initialSongForm,
  newStanzaRow,
  newTransliterationRow,
  toCreateSongInput,
  validateSongForm,
  type SongFormValues,
  type StanzaRow,
} from './song-form';
import { StanzaEditor } from './stanza-editor';

/** Spec §8 "Song add". */
export const ADD_SONG_FAILED = 'Failed to add song. Please try again.';

/**
 * Root query fields that list or search songs (or derive from them): evicted after a song is
 * added, so every list and search on screen asks the server again and hidden ones do on next use.
 */
const SONG_LIST_FIELDS = [
  'songs',
  'searchSongs',
  'publicSongs',
  'searchPublicSongs',
  'songAuthors',
] as const;

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const TwoColumns = styled.div`
  display: grid;
  gap: 1rem;
  align-items: start;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Stanzas = styled.section`
  display: grid;
  gap: 0.75rem;
`;

const StanzasHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  h3 {
    font-size: ${fontSizes.md};
    font-weight: 600;
  }
`;

const SectionError = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.destructive};
  font-weight: 500;
`;

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
  const stanzasHeadingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SongFormValues>(initialSongForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusError, setFocusError] = useState(0);
  const reportError = useReportError();
  const { data: categoryData } = useQuery(CategoriesDocument, { skip: !open });
  const { data: authorData } = useQuery(SongAuthorsDocument, { skip: !open });
  const [createSong, { loading }] = useMutation(CreateSongDocument, {
    update(cache) {
      for (const fieldName of SONG_LIST_FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
      cache.gc();
    },
  });

  // After a refused submit, move the focus to the first field that needs attention.
  useEffect(() => {
    if (focusError === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError]);

  function clearError(...paths: string[]) {
    if (!paths.some((path) => errors[path])) return;
    setErrors((current) => {
      const next = { ...current };
      for (const path of paths) delete next[path];
      return next;
    });
  }

  function update<K extends keyof SongFormValues>(field: K, value: SongFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  }

  function updateStanza(index: number, stanza: StanzaRow) {
    setValues((current) => ({
      ...current,
      stanzas: current.stanzas.map((s, i) => (i === index ? stanza : s)),
    }));
    clearError('stanzas');
    // Paths of this stanza change meaning when its rows move: start it over.
    const prefix = `stanzas.${index}.`;
    const stale = Object.keys(errors).filter((path) => path.startsWith(prefix));
    if (stale.length) clearError(...stale);
  }

  function addStanza() {
    setValues((current) => ({ ...current, stanzas: [...current.stanzas, newStanzaRow()] }));
    clearError('stanzas');
  }

  function removeStanza(index: number) {
    setValues((current) => ({
      ...current,
      stanzas: current.stanzas.filter((_, i) => i !== index),
    }));
    // Later stanzas move up: their messages would point at the wrong stanza.
    clearError(...Object.keys(errors).filter((path) => path.startsWith('stanzas.')));
  }

  function addTransliteration(index: number) {
    setValues((current) => ({
      ...current,
      stanzas: current.stanzas.map((s, i) =>
        i === index
          ? { ...s, transliterations: [...s.transliterations, newTransliterationRow()] }
          : s,
      ),
    }));
  }

  function handleOpenChange(next: boolean) {
    if (!next) setErrors({});
    onOpenChange(next);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const clientErrors = validateSongForm(values);
    setErrors(clientErrors);
    if (Object.keys(clientErrors).length > 0) {
      setFocusError((n) => n + 1);
      return;
    }

    const { input, toFormPath } = toCreateSongInput(values, groupId);
    try {
      const result = await createSong({ variables: { input } });
      const song = result.data?.createSong;
      if (!song) throw new Error('createSong returned no song');
      setValues(initialSongForm());
      setErrors({});
      onOpenChange(false);
      await onSongAdded?.(song);
    } catch (error) {
      const serverErrors = fieldErrorsOf(error);
      if (Object.keys(serverErrors).length > 0) {
        const mapped: FieldErrors = {};
        for (const [path, message] of Object.entries(serverErrors)) {
          mapped[toFormPath(path)] = message;
        }
        setErrors(mapped);
        setFocusError((n) => n + 1);
      } else {
        reportError(error, ADD_SONG_FAILED);
      }
    }
  }

  const categories = categoryData?.categories ?? [];
  const authors = authorData?.songAuthors ?? [];

  return (
    <Dialog
      open={open}
      onOpenChange={handleOpenChange}
      size="xl"
      title="Add New Song"
      description="Create a new song with lyrics and transliterations"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={loading}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={loading}>
            {loading ? 'Adding Song...' : 'Add Song'}
          </Button>
        </>
      }
    >
      <Form id={formId} ref={formRef} noValidate onSubmit={handleSubmit}>
        <TwoColumns>
          <Field label="Song Title" required error={errors.title}>
            <Input
              name="title"
              autoComplete="off"
              placeholder="Enter the song title"
              value={values.title}
              onChange={(event) => update('title', event.target.value)}
            />
          </Field>
          <Field label="Primary Language" required error={errors.language}>
            <Select
              name="language"
              value={values.language}
              onChange={(event) =>
                update('language', isSongLanguage(event.target.value) ? event.target.value : '')
              }
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {languageOptionLabel(language)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Author (optional)" error={errors.author}>
            {(props) => (
              <AuthorCombobox
                {...props}
                value={values.author}
                authors={authors}
                placeholder="Who wrote this song?"
                onChange={(author) => update('author', author)}
              />
            )}
          </Field>
          <Field label="Category (optional)" error={errors.categoryId}>
            {(props) => (
              <CategorySelect
                {...props}
                value={values.categoryId}
                categories={categories}
                onChange={(categoryId) => update('categoryId', categoryId)}
              />
            )}
          </Field>
        </TwoColumns>

        <Stanzas aria-labelledby={stanzasHeadingId}>
          <StanzasHead>
            <h3 id={stanzasHeadingId}>Stanzas</h3>
            <Button
              variant="outline"
              size="sm"
              icon={<PlusIcon size={16} />}
              onClick={addStanza}
              disabled={values.stanzas.length >= MAX_STANZAS}
            >
              Add New Stanza
            </Button>
          </StanzasHead>
          {errors.stanzas && <SectionError role="alert">{errors.stanzas}</SectionError>}
          {values.stanzas.map((stanza, index) => (
            <StanzaEditor
              key={stanza.key}
              index={index}
              stanza={stanza}
              language={values.language}
              errors={errors}
              onChange={(next) => updateStanza(index, next)}
              onRemove={values.stanzas.length > 1 ? () => removeStanza(index) : null}
              onAddTransliteration={() => addTransliteration(index)}
            />
          ))}
        </Stanzas>
      </Form>
    </Dialog>
  );
}
