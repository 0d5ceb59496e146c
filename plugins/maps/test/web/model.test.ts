import { expect } from 'chai';
import type { MapPoint } from '../../src/common/index.js';
import { addDays, placed, problems, timeOf, toForm } from '../../src/web/model.js';

const point = (key: string, extra: Partial<MapPoint> = {}): MapPoint => ({ origin: 'guideline', id: 1, key, slug: 'S', address: 'Rua A', date: '2033-01-01', programsIds: [], ...extra });

describe('maps web model', () => {
  it('moves across months and years by day', () => {
    expect(addDays('2033-01-31', 1)).to.equal('2033-02-01');
    expect(addDays('2033-01-01', -1)).to.equal('2032-12-31');
  });

  it('puts only placed points on the map and shows HH:mm', () => {
    const list = [point('a', { lat: 0, lon: 0, time: '09:30:00' }), point('b', { unplaced: true })];
    expect(placed(list).map((p) => p.key)).to.deep.equal(['a']);
    expect(timeOf(list[0]!)).to.equal('09:30');
    expect(timeOf(list[1]!)).to.equal('');
  });

  it('checks the settings form as the server does', () => {
    const ok = toForm({ tileUrl: 'https://t.example/{z}/{x}/{y}.png', attribution: '', geocoderUrl: '', countryCodes: 'br', centerLat: -15, centerLon: -47, zoom: 4, version: 1 });
    expect(problems(ok)).to.deep.equal({});
    expect(problems({ ...ok, tileUrl: 'https://t.example/{z}/{x}.png' })).to.deep.equal({ tileUrl: 'settings.errors.template' });
    expect(problems({ ...ok, tileUrl: 'ftp://t/{z}/{x}/{y}', geocoderUrl: 'nominatim' })).to.have.keys('tileUrl', 'geocoderUrl');
    expect(problems({ ...ok, centerLat: '91', centerLon: 'x', zoom: '2.5' })).to.have.keys('centerLat', 'centerLon', 'zoom');
    expect(problems({ ...ok, countryCodes: 'br,pt' })).to.deep.equal({});
    expect(problems({ ...ok, countryCodes: 'brasil' })).to.have.keys('countryCodes');
  });
});
