import { expect } from 'chai';
import type { Contact } from '../../src/common/index.js';
import { blankDraft, bodyOf, draftOf, fieldErrorsOf, mainNumber, mapSearchUrl } from '../../src/web/model.js';

const contact: Contact = {
  id: 7, name: 'Ana', profession: '', company: 'Feira', country: 'BR', emails: ['ana@x.example'], address: 'Praça da Matriz', info: '',
  numbers: [
    { id: 1, value: '+552122223333', label: 'work', national: '(21) 2222-3333', international: '+55 21 2222 3333' },
    { id: 2, value: '+5521998765432', label: 'cell_phone', national: '(21) 99876-5432', international: '+55 21 99876 5432' },
  ],
  hidden: false, private: true, ownerId: 3, allowedUsers: [4], authorId: 3, groupIds: [2], excluded: false, version: 5, createdAt: '', changeDate: '',
};

describe('contacts web model', () => {
  it('edits numbers as dialled in the country and sends them with their ids, dropping blank rows', () => {
    const d = draftOf(contact);
    expect(d.numbers).to.deep.equal([{ id: 1, value: '(21) 2222-3333', label: 'work' }, { id: 2, value: '(21) 99876-5432', label: 'cell_phone' }]);
    const body = bodyOf({ ...d, numbers: [{ value: '  ', label: 'fax' }, ...d.numbers, { value: ' 11 3333-4444 ', label: 'fax' }] });
    expect(body.numbers).to.deep.equal([
      { id: 1, value: '(21) 2222-3333', label: 'work' }, { id: 2, value: '(21) 99876-5432', label: 'cell_phone' }, { value: '11 3333-4444', label: 'fax' },
    ]);
    expect(body.allowedUsers).to.deep.equal([4]);
    expect(bodyOf({ ...d, private: false })).to.not.have.property('allowedUsers');
  });

  it('maps the number a refusal names back to the form row, past the blank rows it did not send', () => {
    const d = { ...blankDraft(), numbers: [{ value: '', label: 'work' as const }, { value: '11 98765-4321', label: 'cell_phone' as const }, { value: '123', label: 'work' as const }] };
    const err = { code: 'contact.invalidNumber', details: { issues: [{ field: 'numbers.1.value' }] } };
    expect(fieldErrorsOf(err, d)).to.deep.equal({ 'numbers.2.value': 'contact.invalidNumber' });
    expect(fieldErrorsOf({ code: 'contact.invalidCountry', details: { issues: [{ field: 'country' }] } }, d)).to.deep.equal({ country: 'contact.invalidCountry' });
    expect(fieldErrorsOf({ code: 'error.validation', details: { issues: [{ field: 'emails.0' }] } }, d)).to.deep.equal({ emails: 'error.validation' });
    expect(fieldErrorsOf(new Error('network'), d)).to.deep.equal({});
  });

  it('shows the cell phone first in lists, and searches the address text on the map', () => {
    expect(mainNumber(contact)?.id).to.equal(2);
    expect(mainNumber({ numbers: [] })).to.equal(null);
    expect(blankDraft(9).groupIds).to.deep.equal([9]);
    expect(mapSearchUrl(' Rua A, 1 & 2 ')).to.equal('https://www.openstreetmap.org/search?query=Rua%20A%2C%201%20%26%202');
  });
});
