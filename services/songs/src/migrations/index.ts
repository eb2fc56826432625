import { Migration20261123000000_songs } from './Migration20261123000000_songs';
import { Migration20261123120000_inbox } from './Migration20261123120000_inbox';
import { Migration20261123140000_search_order } from './Migration20261123140000_search_order';
import { Migration20261124160000_song_editing } from './Migration20261124160000_song_editing';
import { Migration20261124170000_import_duplicates } from './Migration20261124170000_import_duplicates';
import { Migration20261125000000_search_words } from './Migration20261125000000_search_words';
import { Migration20261129130000_song_uses } from './Migration20261129130000_song_uses';

/** Every migration, oldest first. Committed classes: nothing is discovered from the disk. */
export const migrations = [
  { name: 'Migration20261123000000_songs', class: Migration20261123000000_songs },
  { name: 'Migration20261123120000_inbox', class: Migration20261123120000_inbox },
  { name: 'Migration20261123140000_search_order', class: Migration20261123140000_search_order },
  { name: 'Migration20261124160000_song_editing', class: Migration20261124160000_song_editing },
  {
    name: 'Migration20261124170000_import_duplicates',
    class: Migration20261124170000_import_duplicates,
  },
  { name: 'Migration20261125000000_search_words', class: Migration20261125000000_search_words },
  { name: 'Migration20261129130000_song_uses', class: Migration20261129130000_song_uses },
];
