// The kit's DataTable as the WAI-ARIA table pattern: native roles, a name, aria-sort on the sorted
// header only, and aria-rowcount/aria-rowindex when it shows one page of more.
import { expect } from 'chai';
import React, { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DataTable, type Column } from '../src/DataTable.js';
import { KitProvider } from '../src/KitProvider.js';
import { RecordListPanel, type RecordList } from '../src/RecordList.js';

// the web group runs under the root tsconfig (classic JSX): the kit's .tsx modules look for a global React
(globalThis as { React?: unknown }).React = React;

interface Row { id: number; name: string }
const rows: Row[] = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, name: `Nome ${String(i + 1).padStart(2, '0')}` }));
const columns: Column<Row>[] = [
  { id: 'name', header: 'Nome', cell: (r) => r.name, sortValue: (r) => r.name },
  { id: 'id', header: 'Código', cell: (r) => String(r.id) },
];

const render = (props: Partial<Parameters<typeof DataTable<Row>>[0]>) =>
  renderToStaticMarkup(
    createElement(KitProvider, {
      locale: 'en_US',
      children: createElement(DataTable<Row>, { testId: 't', label: 'People', columns, rows, rowKey: (r: Row) => r.id, emptyTitle: 'None', ...props }),
    }),
  );
const attrsOf = (html: string, tag: string) => [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((m) => m[1]!);

describe('web kit DataTable: the WAI-ARIA table pattern', () => {
  it('is a named table whose column headers have the column scope', () => {
    const html = render({});
    expect(html).to.match(/<table[^>]*aria-label="People"/);
    expect(attrsOf(html, 'th')).to.have.length(2);
    for (const th of attrsOf(html, 'th')) expect(th).to.contain('scope="col"');
    // no role overrides a native table part
    expect(html).not.to.match(/role="(grid|row|gridcell|presentation)"/);
  });

  it('puts aria-sort on the sorted column only, and a sort button in each sortable header', () => {
    const unsorted = attrsOf(render({}), 'th');
    expect(unsorted.filter((a) => a.includes('aria-sort'))).to.deep.equal([]);
    const html = render({ initialSort: { column: 'name', direction: 'desc' } });
    const [name, id] = attrsOf(html, 'th');
    expect(name).to.contain('aria-sort="descending"');
    expect(id).not.to.contain('aria-sort');
    expect(html).to.contain('data-testid="t-sort-name"');
    expect(html).not.to.contain('data-testid="t-sort-id"');
    // the sorted order is what shows
    expect(html.indexOf('Nome 60')).to.be.greaterThan(0);
    expect(html).not.to.contain('Nome 01');
  });

  it('counts every row and numbers the shown ones when it shows one page of more', () => {
    const html = render({ page: { number: 1, size: 25, total: 60, onPage: () => undefined }, rows: rows.slice(25, 50) });
    expect(html).to.match(/<table[^>]*aria-rowcount="61"/);
    const trs = attrsOf(html, 'tr');
    expect(trs[0]).to.contain('aria-rowindex="1"');
    // the second page's first row is the 26th record: row 27 counting the header
    expect(trs[1]).to.contain('aria-rowindex="27"');
    expect(trs[25]).to.contain('aria-rowindex="51"');
  });

  it('has no row count when everything shows', () => {
    const html = render({ rows: rows.slice(0, 3) });
    expect(html).not.to.contain('aria-rowcount');
    expect(html).not.to.contain('aria-rowindex');
  });

  it("names a record list's actions column in the user's language", () => {
    const list = { kind: 'person', records: rows.slice(0, 2), query: '', editing: null, page: 0, setPage: () => undefined, setQuery: () => undefined, setEditing: () => undefined, remove: () => undefined, dialog: null } as unknown as RecordList<Row & { name: string }>;
    const html = renderToStaticMarkup(
      createElement(KitProvider, {
        locale: 'es_ES',
        children: createElement(RecordListPanel<Row>, { list, t: (k: string) => k, canWrite: true, head: createElement('th', null, 'Nome'), colSpan: 2, filter: () => true, cells: (r: Row) => createElement('td', null, r.name), editor: () => null }),
      }),
    );
    expect(html).to.match(/<th scope="col"><span[^>]*>Acciones<\/span><\/th>/);
  });
});
