import { fieldErrorsOf, type FieldErrors } from '@worship/shell-contract';
import { useEffect, useRef, useState } from 'react';
import {
  newStanzaRow,
  newTransliterationRow,
  orderWithoutStanza,
  validateSongForm,
  type SongFormValues,
  type StanzaRow,
} from './song-form';

/**
 * The song form's state, shared by Add and Edit: values, messages by field path, and the focus
 * moving to the first field that needs attention after a refused submit.
 */
export function useSongForm(initial: () => SongFormValues) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SongFormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusError, setFocusError] = useState(0);

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
    clearError('stanzas', 'sectionOrder');
  }

  function removeStanza(index: number) {
    setValues((current) => ({
      ...current,
      stanzas: current.stanzas.filter((_, i) => i !== index),
      sectionOrder: orderWithoutStanza(current.sectionOrder, index),
    }));
    // Later stanzas move up: their messages would point at the wrong stanza.
    clearError(
      'sectionOrder',
      ...Object.keys(errors).filter((path) => path.startsWith('stanzas.')),
    );
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

  /** Checks the form; false (with the messages shown and the focus moved) when it cannot go. */
  function validate(): boolean {
    const clientErrors = validateSongForm(values);
    setErrors(clientErrors);
    if (Object.keys(clientErrors).length === 0) return true;
    setFocusError((n) => n + 1);
    return false;
  }

  /**
   * Shows the server's field messages on the fields (`toFormPath` maps its paths to the form's);
   * false when the error carried none.
   */
  function showServerErrors(error: unknown, toFormPath: (path: string) => string): boolean {
    const serverErrors = fieldErrorsOf(error);
    if (Object.keys(serverErrors).length === 0) return false;
    const mapped: FieldErrors = {};
    for (const [path, message] of Object.entries(serverErrors)) mapped[toFormPath(path)] = message;
    setErrors(mapped);
    setFocusError((n) => n + 1);
    return true;
  }

  function reset(next: SongFormValues) {
    setValues(next);
    setErrors({});
  }

  return {
    formRef,
    values,
    errors,
    update,
    updateStanza,
    addStanza,
    removeStanza,
    addTransliteration,
    validate,
    showServerErrors,
    reset,
    clearErrors: () => setErrors({}),
  };
}

export type SongFormState = ReturnType<typeof useSongForm>;
