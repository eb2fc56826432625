import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from './badge';
import { Card, CardContent, CardHeader, CardTitle } from './card';
import { Label, Select } from './input';
import { Skeleton } from './skeleton';
import { colors, fontSizes, radii } from './tokens';

/** A group as the picker lists it: the shell contract's groups fit as they are. */
export interface GroupPickerOption {
  id: string;
  name: string;
  /** A second line under the name (list only), e.g. '3 members'. */
  detail?: string;
  /** A badge at the end of the row (list only), e.g. 'Owner'. */
  badge?: string;
}

export interface GroupPickerProps {
  /** The list's card title or the select's label; names the radio group or the select. */
  label: string;
  options: readonly GroupPickerOption[];
  /** The chosen group's id; null when none is chosen. */
  value: string | null;
  onChange: (id: string) => void;
  /**
   * 'list': a card of rows (a page's sidebar); 'select': a labelled dropdown (a header or the
   * shell's sidebar).
   */
  variant?: 'list' | 'select';
  /** List only: while true and there are no groups yet, placeholder rows. */
  loading?: boolean;
  /** List only: what the card says when there are no groups. */
  empty?: ReactNode;
  /** List only: the card's landmark, a complementary `aside` (default) or a `section` region. */
  landmark?: 'aside' | 'section';
  className?: string;
}

const Options = styled.div`
  display: grid;
  gap: 0.375rem;
`;

/** A native radio (arrow keys move between groups, one tab stop) drawn as a selectable row. */
const Option = styled.label<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${(p) => (p.$selected ? colors.primary : colors.border)};
  border-radius: ${radii.md};
  background: ${(p) => (p.$selected ? colors.primarySoft : colors.surface)};
  color: ${(p) => (p.$selected ? colors.onPrimarySoft : colors.text)};
  font-weight: 600;
  overflow-wrap: anywhere;
  cursor: pointer;
  &:hover {
    background: ${(p) => (p.$selected ? colors.primarySoft : colors.surfaceMuted)};
  }
  &:focus-within {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
  input {
    accent-color: ${colors.primary};
    margin: 0;
  }
`;

const OptionText = styled.span`
  flex: 1;
  min-width: 0;
`;

const OptionDetail = styled.span`
  display: block;
  font-size: ${fontSizes.sm};
  font-weight: 400;
  color: ${colors.textMuted};
`;

const Empty = styled.p`
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
  a {
    color: ${colors.primary};
    font-weight: 600;
  }
`;

const Loading = styled.div`
  display: grid;
  gap: 0.375rem;
`;

const SelectField = styled.div`
  display: grid;
  gap: 0.375rem;
`;

/**
 * The one group picker of the product: choose one of the user's groups, as a card of radio rows
 * (the Songs Library, Schedules and Groups pages) or as a labelled dropdown (the shell's Active
 * Group, the Statistics page). Presentational: the page says which group is chosen and what a
 * choice does.
 */
export function GroupPicker({
  label,
  options,
  value,
  onChange,
  variant = 'list',
  loading = false,
  empty,
  landmark = 'aside',
  className,
}: GroupPickerProps) {
  const id = useId();
  if (variant === 'select') {
    return (
      <SelectField className={className}>
        <Label htmlFor={id}>{label}</Label>
        <Select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </Select>
      </SelectField>
    );
  }
  const titleId = `${id}-title`;
  return (
    <Card as={landmark} aria-labelledby={titleId} className={className}>
      <CardHeader>
        <CardTitle id={titleId}>{label}</CardTitle>
      </CardHeader>
      <CardContent>
        {loading && options.length === 0 ? (
          <Loading aria-busy="true">
            <Skeleton $height="2.75rem" />
            <Skeleton $height="2.75rem" />
          </Loading>
        ) : options.length === 0 ? (
          <Empty>{empty}</Empty>
        ) : (
          <Options role="radiogroup" aria-labelledby={titleId}>
            {options.map((option, index) => {
              const nameId = `${id}-${index}`;
              const described = [
                option.detail && `${nameId}-detail`,
                option.badge && `${nameId}-badge`,
              ].filter(Boolean);
              return (
                <Option key={option.id} $selected={option.id === value}>
                  <input
                    type="radio"
                    name={id}
                    value={option.id}
                    checked={option.id === value}
                    onChange={() => onChange(option.id)}
                    // Named by the group's name alone; its second line and badge describe it.
                    aria-labelledby={nameId}
                    aria-describedby={described.join(' ') || undefined}
                  />
                  <OptionText>
                    <span id={nameId}>{option.name}</span>
                    {option.detail && (
                      <OptionDetail id={`${nameId}-detail`}>{option.detail}</OptionDetail>
                    )}
                  </OptionText>
                  {option.badge && <Badge id={`${nameId}-badge`}>{option.badge}</Badge>}
                </Option>
              );
            })}
          </Options>
        )}
      </CardContent>
    </Card>
  );
}
