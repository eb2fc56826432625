import {
  Button,
  Field,
  IconButton,
  Input,
  PhoneticText,
  PlusIcon,
  Select,
  Textarea,
  TrashIcon,
  colors,
  fontSizes,
  radii,
} from '@worship/design-system';
import { useId } from 'react';
import styled from 'styled-components';
import {
  LANGUAGES,
  isLanguage,
  htmlLang,
  type Language,
  TRANSLITERATIONS_MAX,
  SECTION_LABELS,
  SECTION_LABEL_MAX,
} from '@worship/common';
import { languageOptionLabel } from '../../lib/languages';
import {
  labelPath,
  lyricsPath,
  transliterationPath,
  hasNativeScript,
  withGeneratedTransliteration,
  type StanzaRow,
  type TransliterationRow,
} from './song-form';
import { type FieldErrors } from '@worship/shell-contract';

const Box = styled.div`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.background};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  h4 {
    font-size: ${fontSizes.sm};
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: grid;
  gap: 0.5rem;
  padding: 0.75rem;
  border: 1px dashed ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.surface};
`;

const RowHead = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 0.5rem;
  > :first-child {
    flex: 1;
  }
`;

/** A row of buttons that wraps on a narrow screen. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** The labels offered: the common ones, with this stanza's verse number first. */
export const sectionLabelSuggestions = (number: number) => [
  `Verse ${number}`,
  ...SECTION_LABELS.filter((label) => label !== 'Verse'),
  'Verse',
];

export interface StanzaEditorProps {
  index: number;
  stanza: StanzaRow;
  /** The song's primary language: the lyrics' `lang`. */
  language: Language | '';
  errors: FieldErrors;
  /** Null when this is the only stanza (spec §2: remove only when there is more than one). */
  onRemove: (() => void) | null;
  onChange: (stanza: StanzaRow) => void;
  onAddTransliteration: () => void;
  disabled?: boolean;
}

/** One stanza of the song form: its label, Lyrics *, its transliteration rows, Add Transliteration. */
export function StanzaEditor({
  index,
  stanza,
  language,
  errors,
  onRemove,
  onChange,
  onAddTransliteration,
  disabled,
}: StanzaEditorProps) {
  const headingId = useId();
  const labelsId = useId();
  const number = index + 1;

  function updateRow(rowIndex: number, patch: Partial<TransliterationRow>) {
    onChange({
      ...stanza,
      transliterations: stanza.transliterations.map((row, r) =>
        r === rowIndex ? { ...row, ...patch } : row,
      ),
    });
  }

  function removeRow(rowIndex: number) {
    onChange({
      ...stanza,
      transliterations: stanza.transliterations.filter((_, r) => r !== rowIndex),
    });
  }

  return (
    <Box role="group" aria-labelledby={headingId}>
      <Head>
        <h4 id={headingId}>Stanza {number}</h4>
        {onRemove && (
          <IconButton
            aria-label={`Remove stanza ${number}`}
            size="sm"
            onClick={onRemove}
            disabled={disabled}
          >
            <TrashIcon size={16} />
          </IconButton>
        )}
      </Head>

      <Field
        label="Section label (optional)"
        hint="Pick one or type your own"
        error={errors[labelPath(index)]}
      >
        <Input
          name={`stanzas.${index}.label`}
          autoComplete="off"
          list={labelsId}
          maxLength={SECTION_LABEL_MAX * 2}
          placeholder={`Verse ${number}`}
          value={stanza.label}
          disabled={disabled}
          onChange={(event) => onChange({ ...stanza, label: event.target.value })}
        />
      </Field>
      <datalist id={labelsId}>
        {sectionLabelSuggestions(number).map((label) => (
          <option key={label} value={label} />
        ))}
      </datalist>

      <Field label="Lyrics" required error={errors[lyricsPath(index)]}>
        {(props) => (
          <PhoneticText
            {...props}
            multiline
            switchLabel={`Phonetic typing, stanza ${number}`}
            name={`stanzas.${index}.lyrics`}
            rows={5}
            lang={htmlLang(language)}
            placeholder="Enter the lyrics of this stanza"
            value={stanza.lyrics}
            disabled={disabled}
            onChange={(lyrics) => onChange({ ...stanza, lyrics })}
          />
        )}
      </Field>

      {stanza.transliterations.map((row, r) => (
        <Row key={row.key}>
          <RowHead>
            <Field
              label={`Transliteration ${r + 1} language`}
              error={errors[transliterationPath(index, r, 'language')]}
            >
              <Select
                name={`stanzas.${index}.transliterations.${r}.language`}
                value={row.language}
                disabled={disabled}
                onChange={(event) =>
                  updateRow(r, {
                    language: isLanguage(event.target.value) ? event.target.value : '',
                  })
                }
              >
                {LANGUAGES.map((option) => (
                  <option key={option} value={option}>
                    {languageOptionLabel(option)}
                  </option>
                ))}
              </Select>
            </Field>
            <IconButton
              aria-label={`Remove transliteration ${r + 1} of stanza ${number}`}
              size="md"
              variant="outline"
              onClick={() => removeRow(r)}
              disabled={disabled}
            >
              <TrashIcon size={16} />
            </IconButton>
          </RowHead>
          <Field
            label={`Transliteration ${r + 1} text`}
            error={errors[transliterationPath(index, r, 'text')]}
          >
            <Textarea
              name={`stanzas.${index}.transliterations.${r}.text`}
              rows={3}
              lang={htmlLang(row.language)}
              placeholder="Enter the transliteration"
              value={row.text}
              disabled={disabled}
              onChange={(event) => updateRow(r, { text: event.target.value })}
            />
          </Field>
        </Row>
      ))}

      <Actions>
        <Button
          variant="outline"
          size="sm"
          icon={<PlusIcon size={16} />}
          onClick={onAddTransliteration}
          disabled={disabled || stanza.transliterations.length >= TRANSLITERATIONS_MAX}
        >
          Add Transliteration
        </Button>
        {hasNativeScript(stanza.lyrics) && (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Generate transliteration of stanza ${number}`}
            disabled={
              disabled ||
              (stanza.transliterations.every((row) => row.language !== 'english') &&
                stanza.transliterations.length >= TRANSLITERATIONS_MAX)
            }
            onClick={() => onChange(withGeneratedTransliteration(stanza, true))}
          >
            Generate transliteration
          </Button>
        )}
      </Actions>
    </Box>
  );
}
