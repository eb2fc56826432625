import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { Label } from './input';
import { colors, fontSizes } from './tokens';

export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** Error message shown under the control; marks the control aria-invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** Adds a visual '*' (the control keeps its own `required`). */
  required?: boolean;
  /** Optional explicit id for the control. */
  id?: string;
  /** A single control element (it receives id/aria props) or a render function. */
  children: ReactElement<FieldControlProps> | ((props: FieldControlProps) => ReactNode);
  className?: string;
}

const Wrapper = styled.div`
  display: grid;
  gap: 0.375rem;
`;

const Hint = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const ErrorText = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.destructive};
  font-weight: 500;
`;

const Required = styled.span`
  color: ${colors.destructive};
  margin-left: 0.125rem;
`;

/** Label + control + hint + error message, wired with aria-invalid / aria-describedby. */
export function Field({ label, error, hint, required, id, children, className }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `field-${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const controlProps: FieldControlProps = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required ? true : undefined,
  };

  return (
    <Wrapper className={className}>
      <Label htmlFor={controlId}>
        {label}
        {required && <Required aria-hidden="true">*</Required>}
      </Label>
      {typeof children === 'function'
        ? children(controlProps)
        : isValidElement(children)
          ? cloneElement(children, controlProps)
          : children}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrapper>
  );
}
