import axe from 'axe-core';

/**
 * axe-core violations in the current document (jsdom: no layout, so colour contrast is left to
 * the browser end-to-end suite). A native select's options are left out: axe has no rule for them
 * beyond their select's (whose name it checks), and in jsdom each costs ~45 ms, so the group
 * time zone picker's ~400 zones took 19 s, over the test timeout on a busy machine.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const results = await axe.run(
    { include: [root], exclude: ['select option'] },
    { rules: { 'color-contrast': { enabled: false } } },
  );
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}
