import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { colors, fontSizes, radii } from './tokens';

export type BadgeVariant =
  'default' | 'secondary' | 'outline' | 'success' | 'destructive' | 'warning';

const variants: Record<BadgeVariant, ReturnType<typeof css>> = {
  default: css`
    background: ${colors.primarySoft};
    color: ${colors.onPrimarySoft};
  `,
  secondary: css`
    background: ${colors.surfaceMuted};
    color: ${colors.text};
  `,
  outline: css`
    background: transparent;
    color: ${colors.text};
    border-color: ${colors.borderStrong};
  `,
  success: css`
    background: ${colors.successSoft};
    color: ${colors.onSuccessSoft};
  `,
  destructive: css`
    background: ${colors.destructiveSoft};
    color: ${colors.onDestructiveSoft};
  `,
  warning: css`
    background: ${colors.warningSoft};
    color: ${colors.onWarningSoft};
  `,
};

const StyledBadge = styled.span<{ $variant: BadgeVariant; $tint?: string }>`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  padding: 0.125rem 0.5rem;
  border: 1px solid transparent;
  border-radius: ${radii.full};
  font-size: ${fontSizes.xs};
  font-weight: 600;
  line-height: 1.4;
  white-space: nowrap;
  ${(p) => variants[p.$variant]}
  ${(p) =>
    p.$tint &&
    css`
      /* A tint from data (category colour) colours the dot and border; the text stays dark for contrast. */
      background: ${colors.surface};
      color: ${colors.text};
      border-color: ${p.$tint};
    `}
`;

const Dot = styled.span<{ $color: string }>`
  width: 0.5rem;
  height: 0.5rem;
  border-radius: 50%;
  background: ${(p) => p.$color};
  flex: none;
`;

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  variant?: BadgeVariant;
  /** Any colour (e.g. a category's hex): shown as a dot and border, text keeps AA contrast. */
  tint?: string;
}

export function Badge({ variant = 'default', tint, children, ...rest }: BadgeProps) {
  return (
    <StyledBadge $variant={variant} $tint={tint} {...rest}>
      {tint && <Dot $color={tint} aria-hidden="true" />}
      {children}
    </StyledBadge>
  );
}
