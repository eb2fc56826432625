import { useState } from 'react';
import styled from 'styled-components';
import { colors, fontSizes } from './tokens';

/** Initials of first and last name, else '?' (spec §2). */
export function initials(firstName?: string | null, lastName?: string | null): string {
  const value =
    `${firstName?.trim().charAt(0) ?? ''}${lastName?.trim().charAt(0) ?? ''}`.toUpperCase();
  return value || '?';
}

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${colors.primarySoft};
  color: ${colors.onPrimarySoft};
  font-size: ${(p) => (p.$size >= 48 ? fontSizes.lg : fontSizes.sm)};
  font-weight: 600;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface AvatarProps {
  src?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  /** Accessible name; without it the avatar is decorative (the name is usually beside it). */
  label?: string;
  size?: number;
  className?: string;
}

/** The profile image, else initials of first and last name, else '?'. */
export function Avatar({ src, firstName, lastName, label, size = 36, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  const a11y = label
    ? { role: 'img' as const, 'aria-label': label }
    : { 'aria-hidden': true as const };
  return (
    <Circle $size={size} className={className} {...a11y}>
      {showImage ? (
        <img src={src ?? undefined} alt="" onError={() => setFailed(src ?? null)} />
      ) : (
        initials(firstName, lastName)
      )}
    </Circle>
  );
}
