import styled, { css } from 'styled-components';
import { colors, fontSizes, radii } from './tokens';

const control = css`
  display: block;
  width: 100%;
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.text};
  font-size: ${fontSizes.sm};
  &::placeholder {
    color: ${colors.textMuted};
    opacity: 1;
  }
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${colors.destructive};
  }
  &:disabled {
    background: ${colors.surfaceMuted};
    cursor: not-allowed;
  }
  &[readonly] {
    background: ${colors.surfaceMuted};
  }
`;

export const Input = styled.input`
  ${control}
  min-height: 2.5rem;
  padding: 0 0.75rem;
`;

export const Textarea = styled.textarea`
  ${control}
  min-height: 6rem;
  padding: 0.5rem 0.75rem;
  resize: vertical;
`;

export const Label = styled.label`
  display: block;
  font-size: ${fontSizes.sm};
  font-weight: 600;
  color: ${colors.text};
`;

/** Native select, styled: robust with keyboards, screen readers and mobile pickers. */
export const Select = styled.select`
  ${control}
  min-height: 2.5rem;
  padding: 0 2rem 0 0.75rem;
  appearance: none;
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%23374151' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E");
  background-repeat: no-repeat;
  background-position: right 0.6rem center;
  cursor: pointer;
`;
