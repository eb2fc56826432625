import { Select, fontSizes } from '@worship/design-system';
import { useCallback, useId, useState } from 'react';
import styled from 'styled-components';
import { readStored, writeStored } from './device-store';

// What a display shows of each section (issue 20): the lyrics in the song's own script, its
// transliteration, or both, side by side or one above the other. Chosen per display (the
// projector, a phone) and remembered on the device.

export type ScriptChoice = 'native' | 'transliteration' | 'both';
export type BothLayout = 'side' | 'stacked';

export interface ScriptSettings {
  script: ScriptChoice;
  layout: BothLayout;
}

export const SCRIPT_LABELS: Record<ScriptChoice, string> = {
  native: 'Native script',
  transliteration: 'Transliteration',
  both: 'Both',
};

export const LAYOUT_LABELS: Record<BothLayout, string> = {
  side: 'Side by side',
  stacked: 'Stacked',
};

const isSettings = (value: unknown): value is ScriptSettings =>
  typeof value === 'object' &&
  value !== null &&
  (value as ScriptSettings).script in SCRIPT_LABELS &&
  (value as ScriptSettings).layout in LAYOUT_LABELS;

/** The display's choice, kept in localStorage under `worship.live.script.<display>`. */
export function useScriptSettings(display: 'presenter' | 'congregation', initial: ScriptSettings) {
  const key = `worship.live.script.${display}`;
  const [settings, setSettings] = useState(() => readStored(key, isSettings) ?? initial);
  const update = useCallback(
    (change: Partial<ScriptSettings>) =>
      setSettings((current) => {
        const next = { ...current, ...change };
        writeStored(key, next);
        return next;
      }),
    [key],
  );
  return [settings, update] as const;
}

const Fields = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  label {
    font-size: ${fontSizes.sm};
    font-weight: 600;
  }
  select {
    width: auto;
    min-height: 2.25rem;
  }
`;

/** The two selects: the script, and (for both) how the two are laid out. */
export function ScriptSettingsFields({
  settings,
  onChange,
  withLayout = true,
}: {
  settings: ScriptSettings;
  onChange: (change: Partial<ScriptSettings>) => void;
  withLayout?: boolean;
}) {
  const scriptId = useId();
  const layoutId = useId();
  return (
    <Fields>
      <label htmlFor={scriptId}>Show</label>
      <Select
        id={scriptId}
        value={settings.script}
        onChange={(event) => onChange({ script: event.target.value as ScriptChoice })}
      >
        {Object.entries(SCRIPT_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Select>
      {withLayout && settings.script === 'both' && (
        <>
          <label htmlFor={layoutId}>Layout</label>
          <Select
            id={layoutId}
            value={settings.layout}
            onChange={(event) => onChange({ layout: event.target.value as BothLayout })}
          >
            {Object.entries(LAYOUT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </>
      )}
    </Fields>
  );
}
