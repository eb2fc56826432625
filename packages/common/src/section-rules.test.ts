import { describe, expect, it } from 'vitest';
import { SECTION_LABEL_TOO_LONG, sectionAbbreviation, sectionOrderMessage } from './section-rules';

describe('section rules', () => {
  it('abbreviates the usual labels as set lists write them', () => {
    expect(
      ['Verse 1', 'Chorus', 'Pre-Chorus 2', 'Bridge', 'Tag', 'Intro', 'Ending', 'verse 12'].map(
        sectionAbbreviation,
      ),
    ).toEqual(['V1', 'C', 'PC2', 'B', 'T', 'I', 'E', 'V12']);
  });

  it('uses initials for free labels, Indic ones too', () => {
    expect(sectionAbbreviation('Call and response')).toBe('CAR');
    expect(sectionAbbreviation('പല്ലവി')).toBe('പ');
  });

  it('says the limits in its messages', () => {
    expect(SECTION_LABEL_TOO_LONG).toBe('Section label must be 50 characters or less');
    expect(sectionOrderMessage(4)).toBe('Section order must name stanzas 1 to 4');
  });
});
