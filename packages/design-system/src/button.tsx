import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from './spinner';
import { colors, fontSizes, radii } from './tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $fullWidth?: boolean;
}

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${colors.primary};
    color: ${colors.primaryText};
    &:hover:not(:disabled) {
      background: ${colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${colors.secondary};
    color: ${colors.text};
    &:hover:not(:disabled) {
      background: ${colors.secondaryHover};
    }
  `,
  outline: css`
    background: ${colors.surface};
    color: ${colors.text};
    border-color: ${colors.borderStrong};
    &:hover:not(:disabled) {
      background: ${colors.surfaceMuted};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${colors.text};
    &:hover:not(:disabled) {
      background: ${colors.surfaceMuted};
    }
  `,
  destructive: css`
    background: ${colors.destructive};
    color: #ffffff;
    &:hover:not(:disabled) {
      background: ${colors.destructiveHover};
    }
  `,
};

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 2rem;
    padding: 0 0.75rem;
    font-size: ${fontSizes.sm};
  `,
  md: css`
    min-height: 2.5rem;
    padding: 0 1rem;
    font-size: ${fontSizes.sm};
  `,
  lg: css`
    min-height: 3rem;
    padding: 0 1.5rem;
    font-size: ${fontSizes.md};
  `,
};

/**
 * Button look for other elements: `styled(Link)<ButtonStyleProps>\`${buttonStyles}\`` gives a
 * router link that looks like a button (links stay links for assistive technology).
 */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  width: ${(p) => (p.$fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${radii.md};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color 0.15s ease;
  ${(p) => variants[p.$variant ?? 'primary']}
  ${(p) => sizes[p.$size ?? 'md']}
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Disables the button, marks it busy and shows a spinner before the label. */
  loading?: boolean;
  /** Icon before the label. */
  icon?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth,
  loading = false,
  icon,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner decorative size={16} /> : icon}
      {children}
    </StyledButton>
  );
}

/** An anchor that looks like a button (for full page navigations such as /api/login). */
export const ButtonLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

const StyledIconButton = styled(StyledButton)`
  padding: 0;
  min-height: 0;
  width: ${(p) => (p.$size === 'sm' ? '2rem' : p.$size === 'lg' ? '3rem' : '2.5rem')};
  height: ${(p) => (p.$size === 'sm' ? '2rem' : p.$size === 'lg' ? '3rem' : '2.5rem')};
`;

export interface IconButtonProps extends Omit<ButtonProps, 'icon' | 'fullWidth' | 'aria-label'> {
  /** Required: an icon-only button needs an accessible name. */
  'aria-label': string;
}

export function IconButton({
  variant = 'ghost',
  size = 'md',
  loading = false,
  disabled,
  children,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton
      type={type}
      $variant={variant}
      $size={size}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner decorative size={16} /> : children}
    </StyledIconButton>
  );
}
