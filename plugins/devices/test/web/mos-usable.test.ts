import { expect } from 'chai';
import { usablePlugins } from '../../src/web/mos/usable.js';
import type { DevicePluginInfo } from '../../src/common/index.js';

describe('web: device plug-ins offered in the story form', () => {
  const d = (id: number, name: string, kind: string, url = `https://p${id}.test/`, plugin = 'HTML') => ({ id, name, kind, protocol: 'MOS', plugin, url }) as DevicePluginInfo;

  it('offers HTML plug-ins by name and one MAM only', () => {
    const { plugins, extraMams } = usablePlugins([d(3, 'Zeta MAM', 'MAM'), d(1, 'Alpha MAM', 'MAM'), d(2, 'Chyron', 'CG'), d(4, 'Old', 'CG', 'https://x.test', 'ACTIVEX'), d(5, 'Bad', 'CG', 'javascript:1')]);
    expect(plugins.map((p) => p.name)).to.deep.equal(['Alpha MAM', 'Chyron']);
    expect(extraMams.map((p) => p.name)).to.deep.equal(['Zeta MAM']);
  });
});
