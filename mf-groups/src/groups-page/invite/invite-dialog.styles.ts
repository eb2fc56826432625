import { colors, fontSizes, radii } from '@worship/design-system';
import styled from 'styled-components';

/** One part of the invite dialog; consecutive parts are separated by a rule. */
export const Section = styled.section`
  display: grid;
  gap: 0.75rem;

  & + & {
    padding-top: 1rem;
    border-top: 1px solid ${colors.border};
  }
`;

export const SectionTitle = styled.h3`
  font-size: ${fontSizes.md};
  font-weight: 600;
`;

export const Note = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

/** A field that takes the room, with its button(s) beside it. */
export const FieldRow = styled.div<{ $align?: 'flex-start' | 'flex-end' }>`
  display: flex;
  gap: 0.5rem;
  align-items: ${(p) => p.$align ?? 'flex-start'};

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  justify-content: flex-end;
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0 0 0 0.625rem;
  border-radius: ${radii.full};
  background: ${colors.surfaceMuted};
  border: 1px solid ${colors.border};
  font-size: ${fontSizes.sm};
`;

export const MessageList = styled.ul`
  display: grid;
  gap: 1rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const MessageItem = styled.li`
  display: grid;
  gap: 0.625rem;
  padding: 0.875rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
`;

export const MessageTo = styled.p`
  font-size: ${fontSizes.sm};
  font-weight: 600;
`;

export const MailLink = styled.a`
  font-size: ${fontSizes.sm};
  color: ${colors.primary};
  justify-self: start;
`;
