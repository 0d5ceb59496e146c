import { expect } from 'chai';
import { cameraCue } from '../../src/web/prompter/cameraCue.js';
import pt_BR from '../../i18n/pt_BR.json' with { type: 'json' };

const t = (key: string, o?: Record<string, unknown>) => {
  const text = key.split('.').reduce<any>((x, k) => x?.[k], pt_BR) as string;
  return text.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(o?.[k] ?? ''));
};

describe('prompter: camera cue', () => {
  it('prefixes a bare camera number, and shows a camera that names itself as named (no "CÂM CAM 1")', () => {
    expect(cameraCue('1', t)).to.equal('CÂM 1');
    expect(cameraCue(' 2B ', t)).to.equal('CÂM 2B');
    expect(cameraCue('CAM 1', t)).to.equal('CAM 1');
    expect(cameraCue('Grua', t)).to.equal('Grua');
  });
});
