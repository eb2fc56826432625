/** Issue 21: the CCLI report's default range on the Statistics page. */
/** The default range: the first day of the month six months back, to today (reader's days). */
export function defaultRange(today: Date): { from: string; to: string } {
  const day = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return { from: day(new Date(today.getFullYear(), today.getMonth() - 6, 1)), to: day(today) };
}
