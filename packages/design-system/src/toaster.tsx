import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { IconButton } from './button';
import { CloseIcon } from './icons';
import { colors, fontSizes, radii, shadows, zIndices } from './tokens';

export interface ToastData {
  id: number | string;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** ms before closing by itself; default 5000 (spec §9). */
  duration?: number;
}

export const DEFAULT_TOAST_DURATION = 5000;

const Region = styled.section`
  position: fixed;
  z-index: ${zIndices.toast};
  right: 1rem;
  bottom: 1rem;
  left: 1rem;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  pointer-events: none;
  @media (min-width: 640px) {
    left: auto;
    width: 24rem;
  }
`;

const Item = styled.div<{ $destructive: boolean }>`
  pointer-events: auto;
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  width: 100%;
  padding: 1rem;
  border: 1px solid ${(p) => (p.$destructive ? colors.destructive : colors.border)};
  border-radius: ${radii.md};
  background: ${(p) => (p.$destructive ? colors.destructive : colors.surface)};
  color: ${(p) => (p.$destructive ? '#ffffff' : colors.text)};
  box-shadow: ${shadows.lg};
  button {
    color: inherit;
  }
  button:hover:not(:disabled) {
    background: ${(p) => (p.$destructive ? colors.destructiveHover : colors.surfaceMuted)};
  }
`;

const Text = styled.div`
  flex: 1;
  display: grid;
  gap: 0.25rem;
`;

const Title = styled.p`
  font-weight: 600;
  font-size: ${fontSizes.sm};
`;

const Description = styled.p`
  font-size: ${fontSizes.sm};
`;

function ToastItem({
  toast,
  onDismiss,
}: {
  toast: ToastData;
  onDismiss: (id: ToastData['id']) => void;
}) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.duration ?? DEFAULT_TOAST_DURATION);

  useEffect(() => {
    // Pausing while hovered or focused lets people finish reading (WCAG 2.2.1).
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id, onDismiss]);

  const destructive = toast.variant === 'destructive';
  return (
    <Item
      $destructive={destructive}
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Text>
        <Title>{toast.title}</Title>
        {toast.description && <Description>{toast.description}</Description>}
      </Text>
      <IconButton aria-label="Dismiss notification" size="sm" onClick={() => onDismiss(toast.id)}>
        <CloseIcon size={16} />
      </IconButton>
    </Item>
  );
}

export interface ToasterProps {
  toasts: readonly ToastData[];
  onDismiss: (id: ToastData['id']) => void;
}

/** The toast viewport: shows at most one toast (the newest), closing it after its duration. */
export function Toaster({ toasts, onDismiss }: ToasterProps) {
  const current = toasts[0];
  return (
    <Region aria-label="Notifications">
      {current && <ToastItem key={current.id} toast={current} onDismiss={onDismiss} />}
    </Region>
  );
}
