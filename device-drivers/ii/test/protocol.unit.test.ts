import { expect } from 'chai';
import { charsetOf, decodeText, encodeText } from '../src/charset.js';
import {
  cleanValue, encodeCommand, encodeTemplateLine, IiLineDecoder, IiProtocolError, parseKeys, parseReply, type EncodeOptions,
} from '../src/protocol.js';
import { creditValues, cut, templatesFromOptions } from '../src/templates.js';

const latin1: EncodeOptions = { charset: 'latin1', backslashReplacement: '/', emptyField: ' ' };
const hex = (b: Buffer) => b.toString('hex').toUpperCase();

describe('II protocol: commands', () => {
  it('writes a template message: W, fields by backslash, two backslashes and CR LF', () => {
    const { bytes, text } = encodeCommand({ kind: 'write', page: 9001, template: '1001', values: ['Maria Silva', 'Reporter'] }, latin1);
    expect(text).to.equal('W\\9001\\1001\\Maria Silva\\Reporter\\\\');
    expect(bytes.toString('latin1')).to.equal('W\\9001\\1001\\Maria Silva\\Reporter\\\\\r\n');
  });

  it('reads a message to air or to Read Next, and builds a template (V\\5\\3, V\\5\\13)', () => {
    expect(encodeCommand({ kind: 'read', buffer: 1, page: 5000, display: false }).text).to.equal('V\\5\\3\\1\\1\\5000\\0\\\\');
    expect(encodeCommand({ kind: 'read', buffer: 2, page: 9001, display: true }).text).to.equal('V\\5\\3\\1\\2\\9001\\1\\\\');
    expect(encodeCommand({ kind: 'build', buffer: 1, template: '1001', values: ['A', 'B'] }).text).to.equal('V\\5\\13\\1\\1\\1001\\0\\A\\B\\\\');
  });

  it('sends key strokes as raw bytes whatever the charset (Y), macros (E), directories (M) and the template query (Z)', () => {
    const y = encodeCommand({ kind: 'keys', keys: [0xd5, 0xf3] }, { ...latin1, charset: 'utf-8' });
    expect(hex(y.bytes)).to.equal('595CD5F35C5C0D0A');
    expect(y.text).to.equal('Y\\<D5><F3>\\\\');
    expect(encodeCommand({ kind: 'macro', script: 'Lyric.Open~Lyric.Play' }).text).to.equal('E\\Lyric.Open~Lyric.Play\\\\');
    expect(encodeCommand({ kind: 'directory', path: 'C:/Messages/News' }).text).to.equal('M\\C:/Messages/News\\\\');
    expect(encodeCommand({ kind: 'listTemplates' }).text).to.equal('Z\\T\\\\');
    expect(encodeCommand({ kind: 'readTemplate', template: '1002' }).text).to.equal('Z\\F\\1002\\\\');
  });

  it('keeps values from breaking the command: backslashes replaced, line breaks to spaces, empty fields filled', () => {
    expect(cleanValue('C:\\news\\today', latin1)).to.equal('C:/news/today');
    expect(cleanValue('first line\r\nsecond\nthird\rfourth', latin1)).to.equal('first line second third fourth');
    expect(cleanValue('', latin1)).to.equal(' ');
    expect(cleanValue('tab\there\u0007bell', latin1)).to.equal('tab herebell');
    const w = encodeCommand({ kind: 'write', page: 1, template: '2', values: ['a\\b', '', 'c\r\nd'] }, { ...latin1, backslashReplacement: '|', emptyField: '-' });
    expect(w.text).to.equal('W\\1\\2\\a|b\\-\\c d\\\\');
    // nowhere inside the command two backslashes in a row, nor a line break before the end
    const body = w.bytes.toString('latin1').slice(0, -4);
    expect(body).not.to.include('\\\\');
    expect(body).not.to.match(/[\r\n]/);
  });

  it('refuses codes that cannot travel rather than changing them', () => {
    expect(() => encodeCommand({ kind: 'write', page: 1, template: 'a\\b', values: [] })).to.throw(IiProtocolError, /template/);
    expect(() => encodeCommand({ kind: 'read', buffer: 1, page: '', display: true })).to.throw(IiProtocolError);
    expect(() => encodeCommand({ kind: 'keys', keys: [0x5c] })).to.throw(IiProtocolError);
    expect(() => encodeCommand({ kind: 'keys', keys: [] })).to.throw(IiProtocolError);
  });

  it('reads key bytes from option text', () => {
    expect(parseKeys('D5 F3')).to.deep.equal([0xd5, 0xf3]);
    expect(parseKeys('<D5><F3>')).to.deep.equal([0xd5, 0xf3]);
    expect(parseKeys('0xFE')).to.deep.equal([0xfe]);
    expect(() => parseKeys('F')).to.throw(/hexadecimal/);
    expect(() => parseKeys('ZZ')).to.throw(/hexadecimal/);
    expect(() => parseKeys('5C')).to.throw(IiProtocolError);
  });
});

describe('II protocol: charsets', () => {
  it('knows the names a device record uses', () => {
    expect(charsetOf('ISO-8859-1')).to.equal('latin1');
    expect(charsetOf('UTF-8')).to.equal('utf-8');
    expect(charsetOf('cp1252')).to.equal('windows-1252');
    expect(charsetOf('ebcdic')).to.equal(null);
    expect(charsetOf('')).to.equal(null);
  });

  it('encodes Portuguese text in Latin-1, Windows-1252, UTF-8 and ASCII', () => {
    expect(hex(encodeText('ção', 'latin1'))).to.equal('E7E36F');
    expect(hex(encodeText('ção', 'utf-8'))).to.equal('C3A7C3A36F');
    expect(encodeText('Ação é já', 'ascii').toString('latin1')).to.equal('Acao e ja');
    expect(hex(encodeText('“€”', 'windows-1252'))).to.equal('938094');
  });

  it('brings what a charset lacks close, else a question mark', () => {
    expect(encodeText('“Sim” – disse…', 'latin1').toString('latin1')).to.equal('"Sim" - disse...');
    expect(encodeText('Ő 😀', 'latin1').toString('latin1')).to.equal('O ?');
    expect(encodeText('€5', 'latin1').toString('latin1')).to.equal('EUR5');
  });

  it('decodes what it encodes', () => {
    for (const cs of ['latin1', 'windows-1252', 'utf-8'] as const) expect(decodeText(encodeText('São Paulo, “já”', cs), cs)).to.match(/^São Paulo, .já.$/);
    expect(decodeText(Buffer.from([0x80, 0x93]), 'windows-1252')).to.equal('€“');
  });

  it('sends a value in the chosen charset inside a command', () => {
    const values = ['João'];
    expect(hex(encodeCommand({ kind: 'write', page: 1, template: '2', values }, latin1).bytes)).to.include(hex(Buffer.from('Jo\u00e3o', 'latin1')));
    expect(hex(encodeCommand({ kind: 'write', page: 1, template: '2', values }, { ...latin1, charset: 'utf-8' }).bytes)).to.include('4A6FC3A36F');
  });
});

describe('II protocol: answers', () => {
  it('reads done, error codes (4 or 8 digits), the greeting and "in use"', () => {
    expect(parseReply('*')).to.deep.equal({ kind: 'ok' });
    expect(parseReply('412C')).to.deep.include({ kind: 'error', code: '412C', message: 'the message (template) does not exist' });
    expect(parseReply('000041d7')).to.deep.include({ kind: 'error', code: '41D7' });
    expect(parseReply('BEEF')).to.deep.include({ kind: 'error', code: 'BEEF', message: 'unknown error code' });
    expect(parseReply('Welcome to the ChyronHego Intelligent Interface Telnet Server on CG1').kind).to.equal('banner');
    expect(parseReply('Port 23 already in use').kind).to.equal('busy');
  });

  it('reads template lines (Lauda extension) and writes them back the same', () => {
    const t = { code: '1001', name: 'Lower third', fields: [{ number: 1, name: 'Name', size: 32 }, { number: 3, name: 'Role', size: 0 }] };
    const line = encodeTemplateLine(t);
    expect(line).to.equal('T\\1001\\Lower third\\1\\Name\\32\\3\\Role\\0\\\\');
    expect(parseReply(line)).to.deep.equal({ kind: 'template', template: t });
    expect(parseReply('T\\1002\\No fields\\\\')).to.deep.equal({ kind: 'template', template: { code: '1002', name: 'No fields', fields: [] } });
  });

  it('calls bad answers unknown, never throws', () => {
    for (const bad of ['T\\1001\\x\\1\\Name\\\\', 'T\\1001\\x\\one\\Name\\3\\\\', 'T\\1001\\x\\1\\Name\\32', 'ERROR', '**', '41C', '\u0000\u00ff garbage', '']) {
      const r = parseReply(bad);
      expect(r.kind, bad).to.equal('unknown');
    }
  });

  it('splits the stream into lines across chunks, at every byte', () => {
    const stream = Buffer.from('Welcome to the Intelligent Interface\r\nT\\1\\Só\\1\\Nome\\8\\\\\r\n*\n412C\r\n', 'latin1');
    for (let cutAt = 0; cutAt <= stream.length; cutAt++) {
      const d = new IiLineDecoder('latin1');
      const lines = [...d.push(stream.subarray(0, cutAt)), ...d.push(stream.subarray(cutAt))];
      expect(lines.map((l) => (l.ok ? l.text : '!')), `cut at ${cutAt}`).to.deep.equal(['Welcome to the Intelligent Interface', 'T\\1\\Só\\1\\Nome\\8\\\\', '*', '412C']);
      expect(d.end()).to.equal(null);
    }
  });

  it('drops an endless line and resumes at the next one; reports a line cut by the close', () => {
    const d = new IiLineDecoder('latin1', 16);
    const first = d.push(Buffer.from('x'.repeat(40)));
    expect(first).to.have.length(1);
    expect(first[0]!.ok).to.equal(false);
    expect(d.push(Buffer.from('yyyy\r\n*\r\n')).map((l) => l.ok && l.text)).to.deep.equal(['*']);
    d.push(Buffer.from('41'));
    expect(d.end()).to.include({ bytes: 2 });
  });
});

describe('II templates and credits', () => {
  const t = { code: '1001', name: 'Lower third', fields: [{ number: 1, name: 'Name', size: 10 }, { number: 2, name: 'Role', size: 0 }, { number: 4, name: 'Extra', size: 3 }] };
  const clean = (v: string) => cleanValue(v, latin1);

  it('orders values by field number, matching names without case, cutting to size', () => {
    const v = creditValues({ templateCode: '1001', fields: [{ name: 'role', value: 'Reporter in Brasília' }, { name: 'NAME', value: 'Conceição Aparecida' }] }, t, clean);
    expect(v).to.deep.equal(['Conceição ', 'Reporter in Brasília', '', '']);
    expect(creditValues({ templateCode: '1001', fields: [{ name: '4', value: 'abcdef' }] }, t, clean)).to.deep.equal(['', '', '', 'abc']);
    expect(creditValues({ templateCode: '1001', fields: [{ name: 'whatever', value: 'x', number: 2 } as never] }, t, clean)).to.deep.equal(['', 'x', '', '']);
  });

  it('refuses a field the template does not have, naming the fields it has', () => {
    expect(() => creditValues({ templateCode: '1001', fields: [{ name: 'Caption', value: 'x' }] }, t, clean)).to.throw(/no field "Caption".*1 Name, 2 Role, 4 Extra/);
  });

  it('keeps the credit order when the template is not known', () => {
    expect(creditValues({ templateCode: '77', fields: [{ name: 'a', value: '1' }, { name: 'b', value: '' }] }, undefined, clean)).to.deep.equal(['1', ' ']);
  });

  it('cuts by characters, never inside one', () => {
    expect(cut('😀😀😀', 2)).to.equal('😀😀');
    expect(cut('abc', 0)).to.equal('abc');
  });

  it('reads the templates option and says what is wrong in it', () => {
    expect(templatesFromOptions([{ code: 12, fields: [{ name: 'A' }, { name: 'B', size: 5 }] }])).to.deep.equal([{ code: '12', name: '12', fields: [{ number: 1, name: 'A', size: 0 }, { number: 2, name: 'B', size: 5 }] }]);
    expect(() => templatesFromOptions([{ code: 'a\\b' }])).to.throw(/templates\[0\]\.code/);
    expect(() => templatesFromOptions([{ code: '1', fields: [{ number: 0 }] }])).to.throw(/fields\[0\]\.number/);
    expect(() => templatesFromOptions({})).to.throw(/list/);
  });
});
