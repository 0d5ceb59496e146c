import { expect } from 'chai';
import { toMailBody, toMailForm, validateMail, type MailConfig } from '../src/admin/mailSettings.js';
import en_US from '../src/i18n/en_US.json' with { type: 'json' };
import es_ES from '../src/i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../src/i18n/pt_BR.json' with { type: 'json' };

const stored: MailConfig = {
  version: 2, enabled: true, host: 'smtp.example.org', port: 587, security: 'starttls', username: 'lauda', passwordSet: true, fromAddress: 'redacao@example.org', fromName: 'Redação',
};

describe('admin e-mail (SMTP) screen', () => {
  it('edits the saved settings without the password, and sends a password only when typed', () => {
    const form = toMailForm(stored);
    expect(form).to.include({ port: '587', password: '' });
    expect(validateMail(form)).to.deep.equal({});
    expect(toMailBody(form)).to.not.have.property('password');
    expect(toMailBody({ ...form, password: 'nova' })).to.include({ password: 'nova', port: 587 });
  });

  it('names the fields the server would refuse: port out of range, host and sender when enabled', () => {
    const form = toMailForm(stored);
    expect(validateMail({ ...form, port: '70000' }).port).to.deep.equal({ key: 'validation.maxNumber', vars: { count: 65535 } });
    expect(validateMail({ ...form, port: '0' }).port?.key).to.equal('validation.minNumber');
    expect(validateMail({ ...form, port: '' }).port?.key).to.equal('validation.required');
    expect(Object.keys(validateMail({ ...form, host: ' ', fromAddress: '' }))).to.have.members(['host', 'fromAddress']);
    expect(validateMail({ ...form, enabled: false, host: '', fromAddress: '' })).to.deep.equal({});
    expect(validateMail({ ...form, fromAddress: 'não' }).fromAddress?.key).to.equal('validation.invalidEmail');
  });

  it('has a text for every code the mail routes answer, in the three languages', () => {
    for (const res of [pt_BR, en_US, es_ES]) {
      for (const code of ['notConfigured', 'sendFailed', 'checkFailed', 'configConflict']) {
        expect((res.errors as Record<string, any>).mail[code]).to.be.a('string').and.not.empty;
      }
    }
  });
});
