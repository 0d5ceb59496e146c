// Google Geocoding with a key, the reverse lookup (geolocation), the country with its fallback BR, and
// the autocomplete in the user's country — against local servers answering Google's and Nominatim's
// documented shapes, and down.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { boot, configure, ok, testDb, type Rig } from './support.js';

const KEY = 'AIzaTestKey_123';

/** Answers `/geocode/json?address=|latlng=&key=` as Google does, and `/reverse` + `/search` as Nominatim does. */
function shapesServer() {
  const seen: URL[] = [];
  let status = 'OK';
  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    seen.push(u);
    const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (u.pathname === '/maps/api/geocode/json') {
      if (u.searchParams.get('key') !== KEY) return json({ status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.', results: [] });
      if (status !== 'OK') return json({ status, results: [] });
      const address = u.searchParams.get('address');
      if (address === 'Lugar Nenhum') return json({ status: 'ZERO_RESULTS', results: [] });
      const result = (label: string, lat: number, lng: number, country: string) => ({
        formatted_address: label, geometry: { location: { lat, lng }, location_type: 'ROOFTOP' }, place_id: 'x',
        address_components: [{ long_name: 'Brasil', short_name: country, types: ['country', 'political'] }],
      });
      if (address) return json({ status: 'OK', results: [result(`${address}, São Paulo - SP, Brasil`, -23.55, -46.63, 'BR'), result(`${address}, Campinas - SP, Brasil`, -22.9, -47.06, 'BR')] });
      return json({ status: 'OK', results: [result('Av. Paulista, 1000 - Bela Vista, São Paulo - SP, Brasil', -23.56, -46.65, 'BR')] });
    }
    if (u.pathname === '/reverse') {
      if (Number(u.searchParams.get('lat')) > 80) return json({ error: 'Unable to geocode' });
      return json({ lat: u.searchParams.get('lat'), lon: u.searchParams.get('lon'), display_name: 'Rua Augusta, Lisboa, Portugal', address: { road: 'Rua Augusta', country_code: 'pt' } });
    }
    if (u.pathname === '/search') return json([{ lat: '38.71', lon: '-9.14', display_name: `${u.searchParams.get('q')}, Lisboa` }]);
    res.writeHead(404).end();
  });
  return new Promise<{ base: string; seen: URL[]; setStatus(s: string): void; close(): Promise<void> }>((resolve) => server.listen(0, '127.0.0.1', () => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    resolve({ base, seen, setStatus: (s) => { status = s; }, close: () => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); }) });
  }));
}

describe(`maps providers on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  let peer: Awaited<ReturnType<typeof shapesServer>>;
  before(async () => {
    rig = await boot();
    peer = await shapesServer();
  });
  after(async () => {
    await peer?.close();
    await rig?.stop();
  });

  it('geocodes through Google with a write-only key', async () => {
    const saved = await configure(rig.producer, { provider: 'google', geocoderUrl: `${peer.base}/maps/api`, googleKey: KEY, countryCodes: 'br' });
    expect(saved).to.include({ provider: 'google', hasGoogleKey: true });
    expect(JSON.stringify(ok(await rig.reader.get('/api/maps/config')))).not.to.contain(KEY);
    const place = ok(await rig.reader.get('/api/maps/location?q=Rua%20da%20Consola%C3%A7%C3%A3o%2C%20100'));
    expect(place).to.deep.equal({ lat: -23.55, lon: -46.63, label: 'Rua da Consolação, 100, São Paulo - SP, Brasil', countryCode: 'br' });
    const asked = peer.seen.at(-1)!;
    expect([asked.searchParams.get('key'), asked.searchParams.get('components')]).to.deep.equal([KEY, 'country:BR']);
    expect(ok(await rig.reader.get('/api/maps/autocomplete?q=Rua%20Augusta')).map((p: any) => p.label)).to.have.length(2);
    expect((await rig.reader.get('/api/maps/location?q=Lugar%20Nenhum')).body.code).to.equal('maps.placeNotFound');

    // a PUT without the key keeps it; '' removes it, and then there is no geocoder
    const kept = await configure(rig.producer, { attribution: 'Google' });
    expect(kept.hasGoogleKey).to.equal(true);
    const none = await configure(rig.producer, { googleKey: '' });
    expect(none.hasGoogleKey).to.equal(false);
    expect((await rig.reader.get('/api/maps/autocomplete?q=Rua%20Augusta')).body.code).to.equal('maps.noGeocoder');
    const badKey = await rig.producer.put('/api/maps/config', { ...none, googleKey: 'not a key!' });
    expect([badKey.status, badKey.body.details.issues[0].field]).to.deep.equal([400, 'googleKey']);
  });

  it("answers Google's refusals as 502 and tests a key before saving it", async () => {
    await configure(rig.producer, { googleKey: 'WrongKey' });
    const denied = await rig.reader.get('/api/maps/autocomplete?q=Rua%20Augusta');
    expect([denied.status, denied.body.code]).to.deep.equal([502, 'maps.geocoderFailed']);
    expect(denied.body.message).to.contain('REQUEST_DENIED');
    const tested = ok(await rig.producer.post('/api/maps/config/test', { provider: 'google', geocoderUrl: `${peer.base}/maps/api`, googleKey: KEY, q: 'Praça da Sé' }));
    expect(tested.found).to.equal(true);
    await configure(rig.producer, { googleKey: KEY });
    peer.setStatus('OVER_QUERY_LIMIT');
    expect((await rig.reader.get('/api/maps/autocomplete?q=Rua%20Augusta')).body.code).to.equal('maps.geocoderFailed');
    peer.setStatus('OK');
  });

  it('finds the place and country at a point (geolocation) with Google and with Nominatim', async () => {
    expect(ok(await rig.reader.get('/api/maps/reverse?lat=-23.56&lon=-46.65'))).to.include({ label: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP, Brasil', countryCode: 'br' });
    expect(peer.seen.at(-1)!.searchParams.get('latlng')).to.equal('-23.56,-46.65');
    await configure(rig.producer, { provider: 'nominatim', geocoderUrl: peer.base });
    expect(ok(await rig.reader.get('/api/maps/reverse?lat=38.71&lon=-9.14'))).to.include({ label: 'Rua Augusta, Lisboa, Portugal', countryCode: 'pt' });
    expect(ok(await rig.reader.get('/api/maps/country?lat=38.71&lon=-9.14'))).to.deep.equal({ countryCode: 'pt', fallback: false });
    expect((await rig.reader.get('/api/maps/reverse?lat=89&lon=0')).body.code).to.equal('maps.placeNotFound');
    const bad = await rig.reader.get('/api/maps/reverse?lat=91&lon=0');
    expect([bad.status, bad.body.details.issues[0].field]).to.deep.equal([400, 'lat']);
    // the autocomplete in the user's country instead of the settings'
    await rig.reader.get('/api/maps/autocomplete?q=Rua%20Augusta&country=PT');
    expect(peer.seen.at(-1)!.searchParams.get('countrycodes')).to.equal('pt');
  });

  it('falls back to the country BR when the lookup fails, finds nothing or the position is unknown', async () => {
    expect(ok(await rig.reader.get('/api/maps/country'))).to.deep.equal({ countryCode: 'br', fallback: true });
    expect(ok(await rig.reader.get('/api/maps/country?lat=89&lon=0'))).to.deep.equal({ countryCode: 'br', fallback: true });
    await peer.close();
    expect(ok(await rig.reader.get('/api/maps/country?lat=38.71&lon=-9.14'))).to.deep.equal({ countryCode: 'br', fallback: true });
    const down = await rig.reader.get('/api/maps/reverse?lat=38.71&lon=-9.14');
    expect([down.status, down.body.code]).to.deep.equal([502, 'maps.geocoderFailed']);
    expect((await rig.reader.get('/api/maps/autocomplete?q=Rua%20Augusta')).status).to.equal(502);
  });
});
