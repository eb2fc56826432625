import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const FORMATS_FIXTURES = join(__dirname, '../formats/fixtures');

/** A sample file under formats/fixtures/ as text (tests only). */
export function fixture(name: string): string {
  return readFileSync(join(FORMATS_FIXTURES, name), 'utf8');
}
