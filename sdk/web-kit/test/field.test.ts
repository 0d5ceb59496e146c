// A group Field names the kit's text controls inside it that have no name of their own (axe: label, select-name).
import { expect } from 'chai';
import React, { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Field } from '../src/Field.js';
import { Input, Select, TextArea } from '../src/inputs.js';

// the web group runs under the root tsconfig (classic JSX): the kit's .tsx modules look for a global React
(globalThis as { React?: unknown }).React = React;

const captionId = (html: string) => /<span class="label" id="([^"]+)"/.exec(html)?.[1];

describe('web kit Field: names its controls', () => {
  it('names an unnamed input, select and text area by the group caption', () => {
    for (const control of [h(Input, { value: '', readOnly: true }), h(Select, null, h('option', null, 'a')), h(TextArea, { value: '', readOnly: true })]) {
      const html = renderToStaticMarkup(h(Field, { label: 'Retranca', children: control }));
      const id = captionId(html);
      expect(id, html).to.be.a('string');
      expect(html).to.match(new RegExp(`<(input|select|textarea)[^>]*aria-labelledby="${id}"`));
    }
  });

  it('leaves a control its own name, and a field with htmlFor to its label', () => {
    const own = renderToStaticMarkup(h(Field, { label: 'Retranca', children: h(Input, { 'aria-label': 'Retranca da matéria' }) }));
    const input = /<input[^>]*>/.exec(own)?.[0] ?? '';
    expect(input).to.contain('aria-label="Retranca da matéria"');
    expect(input).not.to.contain('aria-labelledby');
    const labelled = renderToStaticMarkup(h(Field, { label: 'Retranca', htmlFor: 'slug', children: h(Input, { id: 'slug' }) }));
    expect(labelled).to.contain('<label class="label" for="slug">');
    expect(labelled).not.to.contain('aria-labelledby');
    // outside a field nothing is added
    expect(renderToStaticMarkup(h(Input, { id: 'x' }))).not.to.contain('aria-labelledby');
  });
});
