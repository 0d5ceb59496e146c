import { expect } from 'chai';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ScriptView } from '../../src/editor/index.js';
import { doc } from './helpers.js';

// the read-only view (viewers, prints) renders the stored JSON without an editor
const html = (value: Parameters<typeof ScriptView>[0]['value']) => renderToStaticMarkup(createElement(ScriptView, { value, testId: 'v' }))
  .replace(/^<div[^>]*>|<\/div>$/g, '');

describe('script editor: the read-only view', () => {
  it('renders marks, palette colours and notes as the editor shows them', () => {
    expect(html(doc([{ text: 'Boa ' }, { text: 'noite', bold: true, italic: true, underline: true }, { text: ' [sorri]' }], '', [{ text: 'azul', color: '#1f63d6' }, { text: 'nota', comment: true }])))
      .to.equal('<p><span>Boa </span><span><strong><em><u>noite</u></em></strong></span><span> </span><span class="rt-bracket">[sorri]</span></p>'
        + '<p><br/></p><p><span style="color:#1f63d6">azul</span><span class="rt-comment">nota</span></p>');
  });

  it('shows no colour that is not #rrggbb and escapes text', () => {
    expect(html(doc([{ text: '<b>x</b>', color: 'red;background:url(x)' }]))).to.equal('<p><span>&lt;b&gt;x&lt;/b&gt;</span></p>');
    expect(html(null)).to.equal('<p><br/></p>');
  });
});
