/**
 * The story form (web) and the server agree: what the form saves passes the server's schema, and the
 * form times a story as the server times it once saved. Run through tsx with the browser halves (the form's model imports the web kit's .ts sources); it reads the
 * server's code on purpose: it is the contract between the two.
 */
import { expect } from 'chai';
import { storyTimes } from '../../src/common/timing.js';
import { sectionTimings, storeSections } from '../../src/server/codec.js';
import { sections as sectionsSchema } from '../../src/server/schemas.js';
import { draftTimes, newEntry, newSubSection, toDraft, toPut } from '../../src/web/story/model.js';
import { story } from '../story-fixture.js';

describe('story form ↔ server', () => {
  it("saves sections the server's schema takes as they are", () => {
    const d = toDraft(story());
    d.sections[1]!.entries.push(newEntry());
    d.sections[2]!.subSections.push(newSubSection('TEXT'));
    expect(sectionsSchema.safeParse(toPut(d, 3).sections).success).to.equal(true);
  });

  it('times the form as the server times the saved story', () => {
    const d = toDraft(story());
    const server = storyTimes({ manualVt: false, vt: 0, sections: sectionTimings(storeSections(sectionsSchema.parse(toPut(d).sections))) });
    expect(draftTimes(d)).to.deep.equal(server);
  });
});
