import { renderWithShell as render, type RenderOptions } from '@worship/shell-contract/testing';
import type { ReactElement } from 'react';

export { TEST_USER, toastList, type RenderOptions } from '@worship/shell-contract/testing';

/** The shared renderWithShell, with mf-schedules' page mounted on /schedules unless told. */
export const renderWithShell = (ui: ReactElement, options: RenderOptions = {}) =>
  render(ui, { route: '/schedules', path: '/schedules', ...options });
