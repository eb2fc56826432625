// Which fonts the browser drew a piece of text with, as DevTools reports them
// (CSS.getPlatformFontsForNode): how the e2e tests tell the self-hosted Noto faces from tofu.
import type { CDPSession, Locator, Page } from 'playwright-core';

const sessions = new WeakMap<Page, CDPSession>();

async function devtools(target: Page): Promise<CDPSession> {
  let session = sessions.get(target);
  if (!session) {
    session = await target.context().newCDPSession(target);
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    sessions.set(target, session);
  }
  return session;
}

export interface PlatformFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

interface DomNode {
  nodeId: number;
  backendNodeId: number;
  shadowRoots?: DomNode[];
  children?: DomNode[];
}

/**
 * The fonts the browser drew `element`'s text with (its own and its descendants'), as DevTools
 * reports them. A textarea's text is in its user-agent shadow tree, which is asked instead.
 */
export async function drawnWith(element: Locator): Promise<PlatformFont[]> {
  const session = await devtools(element.page());
  await element.evaluate((el) => el.setAttribute('data-font-probe', ''));
  try {
    const { root } = await session.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await session.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[data-font-probe]',
    });
    const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
    if (fonts.length > 0) return fonts;
    const { node } = (await session.send('DOM.describeNode', {
      nodeId,
      depth: 2,
      pierce: true,
    })) as { node: DomNode };
    const inner = (node.shadowRoots ?? []).flatMap((shadow) => shadow.children ?? []);
    if (inner.length === 0) return fonts;
    const { nodeIds } = await session.send('DOM.pushNodesByBackendIdsToFrontend', {
      backendNodeIds: inner.map((n) => n.backendNodeId),
    });
    const drawn = await Promise.all(
      nodeIds.map((id) => session.send('CSS.getPlatformFontsForNode', { nodeId: id })),
    );
    return drawn.flatMap((d) => d.fonts);
  } finally {
    await element.evaluate((el) => el.removeAttribute('data-font-probe'));
  }
}
