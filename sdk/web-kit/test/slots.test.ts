// The React side of the slots: <Slot> and useSlot read the host the shell provides; outside it nothing shows.
import { expect } from 'chai';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PanelProps, SlotEntry, SlotHost } from '@lauda/sdk/web';
import { Slot, SlotHostProvider, useSlot } from '../src/slots.js';

const entry = (plugin: string, id: string, order: number): SlotEntry => ({ plugin, slot: 'x.menu', id, order, load: async () => ({ default: () => null }) });
const host = (entries: SlotEntry[]): SlotHost => ({
  contributions: (slot) => entries.filter((e) => e.slot === slot),
  propsFor: (plugin) => ({ t: (k: string) => `${plugin}:${k}` }) as unknown as PanelProps,
});

function Probe({ name }: { name: string }) {
  return createElement('ul', null, useSlot(name).map((e) => createElement('li', { key: e.id }, `${e.plugin}/${e.id}`)));
}
const inHost = (h: SlotHost | null, child: ReactNode) => renderToStaticMarkup(h ? createElement(SlotHostProvider, { host: h, children: child }) : child);

describe('web kit: slots', () => {
  it('lists the contributions of a slot as the host gives them', () => {
    const html = inHost(host([entry('onair', 'mos', 10), entry('devices', 'status', 20)]), createElement(Probe, { name: 'x.menu' }));
    expect(html).to.equal('<ul><li>onair/mos</li><li>devices/status</li></ul>');
    expect(inHost(host([entry('onair', 'mos', 10)]), createElement(Probe, { name: 'other' }))).to.equal('<ul></ul>');
  });

  it('shows nothing outside a host (a screen mounted alone)', () => {
    expect(inHost(null, createElement(Probe, { name: 'x.menu' }))).to.equal('<ul></ul>');
    expect(inHost(null, createElement(Slot as never, { name: 'x.menu', props: {} }))).to.equal('');
  });
});
