import { CardHeader, colors, fontSizes, radii } from '@worship/design-system';
import styled from 'styled-components';

export const HeaderRow = styled(CardHeader)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem;
  > div {
    flex: 1 1 16rem;
    display: grid;
    gap: 0.25rem;
  }
`;

export const KeyList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;

export const KeyRow = styled.li`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  > div {
    flex: 1;
    min-width: 0;
  }
  strong {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    flex-wrap: wrap;
  }
  p {
    font-size: ${fontSizes.xs};
    color: ${colors.textMuted};
  }
`;

export const NewKeyBox = styled.div`
  display: grid;
  gap: 0.5rem;
  margin-bottom: 1rem;
  padding: 1rem;
  border: 1px solid ${colors.success};
  border-radius: ${radii.md};
  background: ${colors.successSoft};
  color: ${colors.onSuccessSoft};
  p {
    font-size: ${fontSizes.sm};
  }
  input {
    font-family: ui-monospace, monospace;
  }
  .row {
    display: flex;
    gap: 0.5rem;
    flex-wrap: wrap;
  }
  .row input {
    flex: 1;
    min-width: 12rem;
  }
`;

export const Muted = styled.p`
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;
