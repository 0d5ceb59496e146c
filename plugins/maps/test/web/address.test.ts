import { expect } from 'chai';
import { ADDRESS_PATHS, AUTOCOMPLETE_DELAY_MS, currentPosition, FALLBACK_COUNTRY, shouldSuggest } from '../../src/web/addressModel.js';

const geo = (ok: boolean): Geolocation => ({
  getCurrentPosition: (success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (ok) success({ coords: { latitude: -23.5505123456, longitude: -46.6333987654 } } as GeolocationPosition);
    else failure?.({ code: 1, message: 'denied' } as GeolocationPositionError);
  },
}) as unknown as Geolocation;

describe('maps address field rules', () => {
  it('suggests from 3 characters, after 1 s', () => {
    expect([shouldSuggest('Av'), shouldSuggest(' Av '), shouldSuggest('Ave'), shouldSuggest('  Rua ')]).to.deep.equal([false, false, true, true]);
    expect(AUTOCOMPLETE_DELAY_MS).to.equal(1000);
  });

  it('asks in the user\'s country when known, and falls back to BR', () => {
    expect(ADDRESS_PATHS.autocomplete(' Praça da Sé ', null)).to.equal('/api/maps/autocomplete?q=Pra%C3%A7a%20da%20S%C3%A9');
    expect(ADDRESS_PATHS.autocomplete('Rua Augusta', 'pt')).to.equal('/api/maps/autocomplete?q=Rua%20Augusta&country=pt');
    expect(ADDRESS_PATHS.country()).to.equal('/api/maps/country');
    expect(ADDRESS_PATHS.country(1, 2)).to.equal('/api/maps/country?lat=1&lon=2');
    expect(FALLBACK_COUNTRY).to.equal('br');
  });

  it('reads the browser position, or null where it is refused or missing', async () => {
    expect(await currentPosition(geo(true))).to.deep.equal({ lat: -23.550512, lon: -46.633399 });
    expect(await currentPosition(geo(false))).to.equal(null);
    expect(await currentPosition(undefined)).to.equal(null);
  });
});
