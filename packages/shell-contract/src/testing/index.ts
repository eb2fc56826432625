// `@worship/shell-contract/testing`: what the shell's and the remotes' tests share. Test files
// only (eslint refuses it elsewhere), so it never reaches a bundle.
export { axeViolations } from './axe-violations';
export { captureDownloads, type CapturedDownloads } from './capture-downloads';
export { renderWithShell, TEST_USER, toastList, type RenderOptions } from './render-with-shell';
