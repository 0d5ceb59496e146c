// The kit's progress bar: percent of done, its ARIA value, and no value while the total is unknown.
import { expect } from 'chai';
import React, { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ProgressBar, percentOf } from '../src/Progress.js';

// the web group runs under the root tsconfig (classic JSX): the kit's .tsx modules look for a global React
(globalThis as { React?: unknown }).React = React;

describe('web kit: progress bar', () => {
  it('says how far, in whole percent, within 0 and 100; nothing while the total is unknown', () => {
    expect(percentOf(1200, 5000)).to.equal(24);
    expect(percentOf(4999, 5000)).to.equal(99);
    expect(percentOf(5000, 5000)).to.equal(100);
    expect(percentOf(6000, 5000)).to.equal(100);
    expect(percentOf(0, 0)).to.equal(null);
  });

  it('is an ARIA progressbar named by its label, with its value and value text', () => {
    const html = renderToStaticMarkup(createElement(ProgressBar, { done: 1200, total: 5000, label: 'Progresso de Contatos', valueText: '1.200 de 5.000', testId: 'p' }));
    expect(html).to.contain('role="progressbar"').and.contain('aria-label="Progresso de Contatos"');
    expect(html).to.contain('aria-valuenow="24"').and.contain('aria-valuetext="1.200 de 5.000"').and.contain('width:24%');
    const waiting = renderToStaticMarkup(createElement(ProgressBar, { done: 0, total: 0, label: 'x' }));
    expect(waiting).not.to.contain('aria-valuenow');
    expect(waiting).to.contain('data-indeterminate');
  });
});
