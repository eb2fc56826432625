import axe from 'axe-core';

/**
 * axe-core violations in the current document (jsdom: no layout, so colour contrast is left to
 * the browser end-to-end suite).
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}
