// The presenter's keys (issue 20): the keyboard's, and the ones a USB presentation clicker sends
// (its forward and back buttons send PageDown / PageUp or the arrows, its "black" button B or .).

export type PresenterCommand =
  'next' | 'previous' | 'first' | 'last' | 'black' | 'blank' | 'title' | 'overview';

const KEYS: Record<string, PresenterCommand> = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  PageDown: 'next',
  ' ': 'next',
  ArrowLeft: 'previous',
  ArrowUp: 'previous',
  PageUp: 'previous',
  Home: 'first',
  End: 'last',
  b: 'black',
  B: 'black',
  w: 'blank',
  W: 'blank',
  '.': 'blank',
  t: 'title',
  T: 'title',
  o: 'overview',
  O: 'overview',
};

/** Controls whose own keys win: typing, choosing, and pressing a focused button with Space. */
const OWN_KEYS =
  'input, select, textarea, [contenteditable="true"], [role="dialog"], [role="alertdialog"]';
const ACTIVATED_BY_SPACE = 'button, a[href], summary, [role="button"]';

/** The command a key press gives the presenter, or null when it belongs to something else. */
export function presenterCommand(event: {
  key: string;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  target?: EventTarget | null;
  defaultPrevented?: boolean;
}): PresenterCommand | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return null;
  const command = KEYS[event.key];
  if (!command) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(OWN_KEYS)) return null;
  if (event.key === ' ' && target?.closest(ACTIVATED_BY_SPACE)) return null;
  return command;
}
