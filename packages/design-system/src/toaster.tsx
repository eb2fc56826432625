import * as ToastPrimitive from '@radix-ui/react-toast';
import { useRef } from 'react';
import styled from 'styled-components';
import { IconButton } from './button';
import { passEscapeThrough } from './escape-passthrough';
import { CloseIcon } from './icons';
import { colors, fontSizes, radii, shadows, zIndices } from './tokens';

export interface ToastData {
  id: number | string;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** ms before closing by itself; the Toaster's `duration` by default. */
  duration?: number;
}

// Radix renders the viewport inside an always-mounted `role="region"` landmark ("Notifications
// (F8)"; F8 moves focus there). A toast is announced through a separate live region that Radix
// mounts empty and fills a frame later, which screen readers pick up reliably.
const Viewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  z-index: ${zIndices.toast};
  right: 1rem;
  bottom: 1rem;
  left: 1rem;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  outline: none;
  @media (min-width: 640px) {
    left: auto;
    width: 24rem;
  }
`;

const Root = styled(ToastPrimitive.Root)<{ $destructive: boolean }>`
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
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
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

const Title = styled(ToastPrimitive.Title)`
  font-weight: 600;
  font-size: ${fontSizes.sm};
`;

const Description = styled(ToastPrimitive.Description)`
  font-size: ${fontSizes.sm};
`;

export interface ToasterProps {
  toasts: readonly ToastData[];
  onDismiss: (id: ToastData['id']) => void;
  /** ms a toast stays unless it sets its own; Radix's 5000 by default. Paused while hovered or focused. */
  duration?: number;
}

/**
 * The toast viewport on Radix Toast: shows the newest toast only (a new one replaces the one
 * shown), closes it after its duration (paused while hovered, focused or the window is in the
 * background: WCAG 2.2.1), by its dismiss button, Escape while focused, or a swipe, and then
 * calls `onDismiss`. An Escape pressed elsewhere (in a dialog) goes to that dialog.
 * A destructive toast is announced assertively, any other politely.
 */
export function Toaster({ toasts, onDismiss, duration }: ToasterProps) {
  const current = toasts[0];
  const toastRef = useRef<HTMLLIElement>(null);
  return (
    <ToastPrimitive.Provider duration={duration} label="Notification">
      {current && (
        <Root
          key={current.id}
          ref={toastRef}
          open
          onEscapeKeyDown={(event) => passEscapeThrough(event, toastRef.current)}
          onOpenChange={(open) => {
            if (!open) onDismiss(current.id);
          }}
          duration={current.duration}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={current.variant ?? 'default'}
          $destructive={current.variant === 'destructive'}
        >
          <Text>
            <Title>{current.title}</Title>
            {current.description && <Description>{current.description}</Description>}
          </Text>
          <ToastPrimitive.Close asChild>
            <IconButton aria-label="Dismiss notification" size="sm">
              <CloseIcon size={16} />
            </IconButton>
          </ToastPrimitive.Close>
        </Root>
      )}
      <Viewport label="Notifications ({hotkey})" />
    </ToastPrimitive.Provider>
  );
}
