import {
  Button,
  DialogClose,
  Field,
  Input,
  PhoneticText,
  PlusIcon,
  Select,
  colors,
  fontSizes,
  media,
  radii,
} from '@worship/design-system';
import {
  CAPO_MAX,
  LANGUAGES,
  PICKER_KEYS,
  STANZAS_MAX,
  TEMPO_MAX,
  TEMPO_MIN,
  isLanguage,
} from '@worship/common';
import { useId, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import styled from 'styled-components';
import { languageOptionLabel } from '../../lib/languages';
import type { CategoryFields } from '../../lib/categories.graphql';
import { AuthorCombobox } from './author-combobox';
import { CategorySelect } from './category-select';
import { SectionOrderEditor } from './section-order-editor';
import { hasNativeScript, withGeneratedTransliteration } from './song-form';
import { Actions, StanzaEditor } from './stanza-editor';
import type { SongFormState } from './use-song-form';

/** The Public switch's sentence: what the choice means for who sees the song. */
export const PUBLIC_HINT =
  'Public songs appear on the public songs page and open from a share link for anyone. Turn this off to keep the song to your group.';

/** Fills every stanza's empty English transliteration from its lyrics. */
export const GENERATE_ALL_LABEL = 'Generate all transliterations';

/** The help line on inline chords. */
export const CHORDS_HINT = 'Put chords in square brackets before the syllable they fall on:';
export const CHORDS_EXAMPLE = '[G]Amazing [C]grace';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const Columns = styled.div`
  display: grid;
  gap: 1rem;
  align-items: start;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const SmallColumns = styled(Columns)`
  ${media.md} {
    grid-template-columns: repeat(4, 1fr);
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

const Hint = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
  code {
    font-family: ui-monospace, monospace;
    color: ${colors.text};
  }
`;

const SectionError = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.destructive};
  font-weight: 500;
`;

const SwitchRow = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 0.75rem;
  align-items: center;
  padding: 0.75rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  label {
    font-size: ${fontSizes.sm};
    font-weight: 600;
  }
  p {
    grid-column: 2;
  }
`;

/** A checkbox drawn as a switch; `role="switch"` says on/off to screen readers. */
const SwitchInput = styled.input`
  appearance: none;
  position: relative;
  width: 2.75rem;
  height: 1.5rem;
  margin: 0;
  border-radius: ${radii.full};
  background: ${colors.borderStrong};
  cursor: pointer;
  transition: background 0.15s;
  &::after {
    content: '';
    position: absolute;
    top: 0.1875rem;
    left: 0.1875rem;
    width: 1.125rem;
    height: 1.125rem;
    border-radius: 50%;
    background: ${colors.surface};
    transition: transform 0.15s;
  }
  &:checked {
    background: ${colors.primary};
  }
  &:checked::after {
    transform: translateX(1.25rem);
  }
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

type TextFieldName = 'artist' | 'copyright' | 'capo' | 'tempo' | 'ccliNumber';

export interface SongFormFieldsProps {
  id: string;
  form: SongFormState;
  categories: readonly CategoryFields[];
  authors: readonly string[];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  disabled?: boolean;
}

/**
 * Every field of a song (spec §2 "Add New Song dialog" and issue 17's song fields): title,
 * language, author, category, artist, key, tempo, CCLI number, copyright, capo, visibility, the
 * stanzas with their labels and transliterations, and the section order.
 */
export function SongFormFields({
  id,
  form,
  categories,
  authors,
  onSubmit,
  disabled,
}: SongFormFieldsProps) {
  const stanzasHeadingId = useId();
  const publicId = useId();
  const publicHintId = useId();
  const {
    formRef,
    values,
    errors,
    update,
    addStanza,
    updateStanza,
    removeStanza,
    addTransliteration,
  } = form;
  /** A one-line text (or number) field bound to `field`. */
  function textField(
    field: TextFieldName,
    label: string,
    { hint, ...input }: { hint?: string } & ComponentPropsWithoutRef<'input'> = {},
  ) {
    return (
      <Field label={label} error={errors[field]} hint={hint}>
        <Input
          name={field}
          autoComplete="off"
          inputMode={input.type === 'number' ? 'numeric' : undefined}
          {...input}
          value={values[field]}
          onChange={(event) => update(field, event.target.value)}
        />
      </Field>
    );
  }

  // A stored key the picker does not list (Gb, A#m) stays selectable.
  const keys =
    values.key && !PICKER_KEYS.includes(values.key) ? [values.key, ...PICKER_KEYS] : PICKER_KEYS;

  return (
    <Form id={id} ref={formRef} noValidate onSubmit={onSubmit}>
      <Columns>
        <Field label="Song Title" required error={errors.title}>
          {(props) => (
            <PhoneticText
              {...props}
              switchLabel="Phonetic typing"
              name="title"
              placeholder="Enter the song title"
              value={values.title}
              onChange={(title) => update('title', title)}
            />
          )}
        </Field>
        <Field label="Primary Language" required error={errors.language}>
          <Select
            name="language"
            value={values.language}
            onChange={(event) =>
              update('language', isLanguage(event.target.value) ? event.target.value : '')
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
        {textField('artist', 'Artist (optional)', { placeholder: 'Who recorded it?' })}
        {textField('copyright', 'Copyright (optional)', { placeholder: '© 1779 Public domain' })}
      </Columns>

      <SmallColumns>
        <Field label="Key" error={errors.key}>
          <Select
            name="key"
            value={values.key}
            onChange={(event) => update('key', event.target.value)}
          >
            <option value="">No key</option>
            {keys.map((key) => (
              <option key={key} value={key}>
                {key}
              </option>
            ))}
          </Select>
        </Field>
        {textField('capo', 'Capo', {
          hint: `0 to ${CAPO_MAX}; empty for none`,
          type: 'number',
          min: 0,
          max: CAPO_MAX,
        })}
        {textField('tempo', 'Tempo (BPM)', { type: 'number', min: TEMPO_MIN, max: TEMPO_MAX })}
        {textField('ccliNumber', 'CCLI number (optional)', { inputMode: 'numeric' })}
      </SmallColumns>

      <SwitchRow>
        <SwitchInput
          id={publicId}
          type="checkbox"
          role="switch"
          name="isPublic"
          aria-describedby={publicHintId}
          checked={values.isPublic}
          onChange={(event) => update('isPublic', event.target.checked)}
        />
        <label htmlFor={publicId}>Public</label>
        <Hint id={publicHintId}>{PUBLIC_HINT}</Hint>
      </SwitchRow>

      <Stanzas aria-labelledby={stanzasHeadingId}>
        <StanzasHead>
          <h3 id={stanzasHeadingId}>Stanzas</h3>
          <Actions>
            {values.stanzas.some((stanza) => hasNativeScript(stanza.lyrics)) && (
              <Button
                variant="outline"
                size="sm"
                disabled={disabled}
                onClick={() =>
                  values.stanzas.forEach((stanza, index) =>
                    updateStanza(index, withGeneratedTransliteration(stanza, false)),
                  )
                }
              >
                {GENERATE_ALL_LABEL}
              </Button>
            )}
            <Button
              variant="outline"
              size="sm"
              icon={<PlusIcon size={16} />}
              onClick={addStanza}
              disabled={disabled || values.stanzas.length >= STANZAS_MAX}
            >
              Add New Stanza
            </Button>
          </Actions>
        </StanzasHead>
        <Hint>
          {CHORDS_HINT} <code>{CHORDS_EXAMPLE}</code>
        </Hint>
        {errors.stanzas && <SectionError role="alert">{errors.stanzas}</SectionError>}
        {values.stanzas.map((stanza, index) => (
          <StanzaEditor
            key={stanza.key}
            index={index}
            stanza={stanza}
            language={values.language}
            errors={errors}
            disabled={disabled}
            onChange={(next) => updateStanza(index, next)}
            onRemove={values.stanzas.length > 1 ? () => removeStanza(index) : null}
            onAddTransliteration={() => addTransliteration(index)}
          />
        ))}
      </Stanzas>

      <SectionOrderEditor
        order={values.sectionOrder}
        stanzas={values.stanzas}
        error={errors.sectionOrder}
        onChange={(order) => update('sectionOrder', order)}
      />
    </Form>
  );
}

/** The form dialogs' buttons: Cancel, and the submit button unless `submitLabel` is null. */
export function SongFormFooter({
  formId,
  loading,
  submitLabel,
  busyLabel,
}: {
  formId: string;
  loading: boolean;
  submitLabel: string | null;
  busyLabel: string;
}) {
  return (
    <>
      <DialogClose asChild>
        <Button variant="outline" disabled={loading}>
          Cancel
        </Button>
      </DialogClose>
      {submitLabel && (
        <Button type="submit" form={formId} loading={loading}>
          {loading ? busyLabel : submitLabel}
        </Button>
      )}
    </>
  );
}
