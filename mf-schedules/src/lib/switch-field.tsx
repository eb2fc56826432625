import { colors, fontSizes, radii } from '@worship/design-system';
import { useId } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.75rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
`;

const Text = styled.div`
  display: grid;
  gap: 0.125rem;
  label {
    font-size: ${fontSizes.sm};
    font-weight: 600;
  }
  p {
    font-size: ${fontSizes.sm};
    color: ${colors.textMuted};
  }
`;

const Track = styled.button`
  position: relative;
  flex: none;
  width: 2.75rem;
  height: 1.5rem;
  padding: 0;
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.full};
  background: ${colors.secondary};
  cursor: pointer;
  &[aria-checked='true'] {
    background: ${colors.primary};
    border-color: ${colors.primary};
  }
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    left: 0.1875rem;
    width: 1.125rem;
    height: 1.125rem;
    border-radius: 50%;
    background: ${colors.surface};
    box-shadow: 0 0 0 1px ${colors.borderStrong};
    transform: translateY(-50%);
    transition: left 0.15s ease;
  }
  &[aria-checked='true']::after {
    left: calc(100% - 1.3125rem);
    box-shadow: none;
  }
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export interface SwitchFieldProps {
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off switch (role switch, Space or Enter toggles) with its label and a line of help. */
export function SwitchField({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
}: SwitchFieldProps) {
  const id = useId();
  return (
    <Row>
      <Text>
        <label htmlFor={id}>{label}</label>
        {description && <p id={`${id}-description`}>{description}</p>}
      </Text>
      <Track
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
      />
    </Row>
  );
}
