import { expect } from 'chai';
import type { MultiConfig } from '../../src/common/index.js';
import { formBody, formProblems, PATHS, toForm } from '../../src/web/api.js';

const stored: MultiConfig = {
  id: 7, kind: 'streaming', name: 'Principal', isDefault: true, serverUrl: 'https://stream.example', username: 'lauda', hasSecret: true,
  options: { application: 'live', streamKey: 'tv1' }, version: 3, updatedAt: '2033-01-01T00:00:00Z', updatedBy: 'ana',
};

describe('integrations web form', () => {
  it('starts a new configuration of the kind shown, and an edit from the stored one (never its secret)', () => {
    expect(toForm(null, 'documentSearch')).to.deep.equal({ kind: 'documentSearch', name: '', isDefault: false, serverUrl: '', username: '', secret: '', options: {} });
    expect(toForm(stored, 'documentSearch')).to.include({ kind: 'streaming', name: 'Principal', secret: '' });
  });

  it('names the fields a save would refuse', () => {
    expect(formProblems(toForm(null, 'streaming'))).to.deep.equal({ name: 'form.errors.required', serverUrl: 'form.errors.url' });
    expect(formProblems({ ...toForm(stored, 'streaming'), name: 'x'.repeat(101) })).to.deep.equal({ name: 'form.errors.tooLong' });
    expect(formProblems({ ...toForm(stored, 'streaming'), serverUrl: 'ftp://x' })).to.deep.equal({ serverUrl: 'form.errors.url' });
  });

  it('sends the kind only on create, the version on change, and a blank secret as kept (left out)', () => {
    const edit = { ...toForm(stored, 'streaming'), options: { application: ' live ', streamKey: '', other: 'x' } };
    expect(formBody(edit, 3)).to.deep.equal({ name: 'Principal', isDefault: true, serverUrl: 'https://stream.example', username: 'lauda', options: { application: 'live' }, version: 3 });
    expect(formBody({ ...toForm(null, 'documentSearch'), name: ' Acervo ', serverUrl: 'http://docs', secret: 'pw' })).to.deep.equal({
      kind: 'documentSearch', name: 'Acervo', isDefault: false, serverUrl: 'http://docs', username: '', options: {}, secret: 'pw',
    });
  });

  it('builds the search paths with their query', () => {
    expect(PATHS.documents({ workspaceId: 'ws-1', text: ' enchente ', docType: '', page: 2, limit: 10 })).to.equal('/api/integrations/document-search/documents?workspaceId=ws-1&text=enchente&docType=&page=2&limit=10');
    expect(PATHS.document('ws 1', 'a/b')).to.equal('/api/integrations/document-search/documents/a%2Fb?workspaceId=ws%201');
  });
});
