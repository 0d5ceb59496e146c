import { expect } from 'chai';
import { normalizeDoc, segments, toHtml, type RichText } from '../../plugins/rundown/src/web/story/richtext.js';

// A colour that is not #rrggbb (stored before the API refused it, or sent by another client) is not rendered.
describe('story rich text: colours', () => {
  const withColour = (color: string): RichText => [{ type: 'paragraph', children: [{ text: 'x', color }] }];

  it('renders #rrggbb colours and drops anything else, so no CSS reaches the editor', () => {
    expect(toHtml(withColour('#1F63D6'))).to.contain('style="color:#1f63d6"');
    for (const bad of ['red;background:url(https://evil.example/x)', 'red', '#fff', 'expression(alert(1))', '#1f63d6;x:y', '" onmouseover="x']) {
      const html = toHtml(withColour(bad));
      expect(html, bad).to.equal('<p><span class="rt">x</span></p>');
      expect(segments(normalizeDoc(withColour(bad)))[0]![0]!.color, bad).to.equal(undefined);
    }
  });
});
