// The production map's server rules: settings validation, geocoding through the configured server
// (cached: each address asked once), its failures as 502 without hanging, and the day's view, which
// shows only guidelines the user sees and filters by program and state.
import { expect } from 'chai';
import { boot, configure, fakeGeocoder, guideline, ok, testDb, type FakeGeocoder, type Rig } from './support.js';

const PLACES: Record<string, [number, number]> = {
  'Av. Central, 1000': [-23.55, -46.63],
  'Praça da Matriz': [-23.56, -46.64],
  'Rua do Porto, 45': [-23.57, -46.65],
  'Rua do Porto, 46': [-23.571, -46.651],
  'Rua do Porto, 47': [-23.572, -46.652],
  'Rua do Porto, 48': [-23.573, -46.653],
  'Rua do Porto, 49': [-23.574, -46.654],
  'Rua do Porto, 50': [-23.575, -46.655],
  'Rua do Porto, 51': [-23.576, -46.656],
  'Rua do Porto, 52': [-23.577, -46.657],
  'Rua do Porto, 51, fundos': [-23.578, -46.658],
};
const TILES = 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png';

describe(`production map on ${testDb()}`, function () {
  this.timeout(60_000);
  let rig: Rig;
  let geo: FakeGeocoder;
  let day = 0;
  const nextDate = () => new Date(Date.UTC(2033, 2, 1) + (day++) * 86_400_000).toISOString().slice(0, 10);

  before(async () => {
    geo = await fakeGeocoder(PLACES);
    rig = await boot({ geocoderTimeoutMs: 400, viewBudgetMs: 600, concurrency: 2, geocoderRestMs: 800 });
  });
  after(async () => {
    await rig?.stop();
    await geo?.stop();
  });
  beforeEach(() => {
    geo.mode = 'ok';
    geo.calls.clear();
  });

  describe('settings', () => {
    it('starts empty (nothing points at the internet) and saves valid settings with a version', async () => {
      const first = ok(await rig.reader.get('/api/maps/config'));
      expect(first).to.include({ tileUrl: '', geocoderUrl: '', countryCodes: 'br', version: 0 });
      const saved = await configure(rig.producer, { tileUrl: TILES, attribution: '© Mapa interno', geocoderUrl: geo.url, centerLat: -23.5, centerLon: -46.6, zoom: 12 });
      expect(saved).to.deep.include({ tileUrl: TILES, geocoderUrl: geo.url, zoom: 12, version: first.version + 1 });
      expect(ok(await rig.reader.get('/api/maps/config'))).to.deep.equal(saved);
    });

    it('refuses bad settings with 400 naming the field, a stale version with 409, a non-admin with 403', async () => {
      const current = ok(await rig.producer.get('/api/maps/config'));
      const bad = async (values: Record<string, unknown>, field: string) => {
        const r = await rig.producer.put('/api/maps/config', { ...current, ...values });
        expect(r.status, JSON.stringify(r.body)).to.equal(400);
        expect(r.body.details.issues.map((i: { field: string }) => i.field)).to.include(field);
      };
      await bad({ tileUrl: 'https://tiles.example/{z}/{x}.png' }, 'tileUrl');
      await bad({ tileUrl: 'ftp://tiles.example/{z}/{x}/{y}.png' }, 'tileUrl');
      await bad({ geocoderUrl: 'javascript:alert(1)' }, 'geocoderUrl');
      await bad({ centerLat: 91 }, 'centerLat');
      await bad({ zoom: 30 }, 'zoom');
      await bad({ countryCodes: 'bra' }, 'countryCodes');
      expect((await rig.producer.put('/api/maps/config', { ...current, version: current.version + 5 })).status).to.equal(409);
      expect((await rig.reader.put('/api/maps/config', current)).status).to.equal(403);
      // an admin who does not read guidelines still reads and saves the settings
      const admin = await rig.user('so-admin', ['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE']);
      expect(ok(await admin.c.get('/api/maps/config'))).to.deep.equal(current);
      expect((await admin.c.get('/api/maps/view')).status).to.equal(403);
      expect(ok(await rig.reader.get('/api/maps/config'))).to.deep.equal(current);
    });
  });

  describe('geocoding', () => {
    it('asks the geocoder once per address: the answer and "nothing found" are both cached', async () => {
      const one = ok(await rig.reader.get(`/api/maps/location?q=${encodeURIComponent('Praça da Matriz')}`));
      expect(one).to.include({ lat: -23.56, lon: -46.64, label: 'Praça da Matriz, Brasil' });
      ok(await rig.reader.get(`/api/maps/location?q=${encodeURIComponent('  praça  DA matriz ')}`));
      expect(geo.calls.get('Praça da Matriz')).to.equal(1);
      expect(geo.total()).to.equal(1);
      // looked for in the branch's country (default Brazil)
      expect(geo.countries).to.equal('br');
      for (let i = 0; i < 2; i++) {
        const r = await rig.reader.get('/api/maps/location?q=Lugar%20Nenhum');
        expect(r.status).to.equal(404);
        expect(r.body.code).to.equal('maps.placeNotFound');
      }
      expect(geo.calls.get('Lugar Nenhum')).to.equal(1);
    });

    it('looks in the countries of the settings; changing them forgets the cached places', async () => {
      ok(await rig.reader.get('/api/maps/location?q=Rua%20do%20Porto%2C%2045'));
      await configure(rig.producer, { countryCodes: 'BR,PT' });
      try {
        expect(ok(await rig.reader.get('/api/maps/config')).countryCodes).to.equal('br,pt');
        ok(await rig.reader.get('/api/maps/location?q=Rua%20do%20Porto%2C%2045'));
        expect(geo.calls.get('Rua do Porto, 45')).to.equal(2);
        expect(geo.countries).to.equal('br,pt');
        await configure(rig.producer, { countryCodes: '' });
        ok(await rig.reader.get('/api/maps/location?q=Rua%20do%20Porto%2C%2045'));
        expect(geo.countries).to.equal(null);
      } finally {
        await configure(rig.producer, { countryCodes: 'br' });
      }
    });

    it('suggests up to five places as the user types', async () => {
      const list = ok(await rig.reader.get('/api/maps/autocomplete?q=rua%20do%20porto'));
      expect(list).to.have.length(5);
      expect(list[0]).to.include({ label: 'Rua do Porto, 45, Brasil' });
      expect((await rig.reader.get('/api/maps/autocomplete?q=%20')).status).to.equal(400);
    });

    it('answers 502 with a clear message when the geocoder fails, is unreachable or too slow, and keeps nothing', async () => {
      geo.mode = 'error';
      const failed = await rig.reader.get('/api/maps/location?q=Av.%20Central%2C%201000');
      expect(failed.status).to.equal(502);
      expect(failed.body.code).to.equal('maps.geocoderFailed');
      expect(failed.body.message).to.match(/answered 500/);

      geo.mode = 'slow';
      geo.slowMs = 2000;
      const started = Date.now();
      const slow = await rig.reader.get('/api/maps/autocomplete?q=Av.%20Central');
      expect(slow.status).to.equal(502);
      expect(slow.body.message).to.match(/did not answer within 400 ms/);
      expect(Date.now() - started).to.be.below(1500);

      geo.mode = 'ok';
      const unreachable = await rig.producer.post('/api/maps/config/test', { geocoderUrl: 'http://127.0.0.1:9', q: 'Praça da Matriz' });
      expect(unreachable.status).to.equal(502);
      expect(unreachable.body.code).to.equal('maps.geocoderFailed');
      expect(unreachable.body.message).to.match(/could not be reached/);
      // the failure was not cached: now it is asked and found
      ok(await rig.reader.get('/api/maps/location?q=Av.%20Central%2C%201000'));
      expect(geo.calls.get('Av. Central, 1000')).to.equal(2);
    });

    it('tests a geocoding server before saving it (admin only)', async () => {
      const r = ok(await rig.producer.post('/api/maps/config/test', { geocoderUrl: geo.url, q: 'Rua do Porto, 45' }));
      expect(r).to.deep.include({ found: true });
      expect(r.place.lat).to.equal(-23.57);
      expect(ok(await rig.producer.post('/api/maps/config/test', { geocoderUrl: geo.url, q: 'Lugar Nenhum' }))).to.deep.equal({ found: false });
      expect((await rig.producer.post('/api/maps/config/test', { geocoderUrl: 'file:///etc/passwd', q: 'x' })).body.details.issues[0].field).to.equal('geocoderUrl');
      expect((await rig.reader.post('/api/maps/config/test', { geocoderUrl: geo.url, q: 'x' })).status).to.equal(403);
    });
  });

  describe("the day's view", () => {
    it("shows the day's guides with an address, placed or unplaced, by time", async () => {
      const date = nextDate();
      const g = ok(await rig.producer.post('/api/assignments', guideline('OBRAS NA PONTE', date, [rig.programId], ['Av. Central, 1000', 'Lugar Nenhum', ''])), 201);
      ok(await rig.producer.post('/api/assignments', guideline('OUTRO DIA', nextDate(), [rig.programId], ['Praça da Matriz'])), 201);
      const view = ok(await rig.reader.get(`/api/maps/view?date=${date}`));
      expect(view.date).to.equal(date);
      expect(view.points).to.have.length(2);
      const [placed, unplaced] = view.points;
      expect(placed).to.deep.include({ origin: 'guideline', id: g.id, slug: 'OBRAS NA PONTE', address: 'Av. Central, 1000', time: '10:30:00', state: 'PRODUCING', interviewee: 'Entrevistado 1', lat: -23.55, lon: -46.63 });
      expect(placed.programsIds).to.deep.equal([rig.programId]);
      expect(unplaced).to.deep.include({ address: 'Lugar Nenhum', unplaced: true });
      expect(unplaced).not.to.have.property('pending');
      // the second time comes from the cache
      const before = geo.total();
      ok(await rig.reader.get(`/api/maps/view?date=${date}`));
      expect(geo.total()).to.equal(before);
    });

    it('filters by program and state', async () => {
      const date = nextDate();
      ok(await rig.producer.post('/api/assignments', guideline('NOITE', date, [rig.programId], ['Rua do Porto, 45'])), 201);
      ok(await rig.producer.post('/api/assignments', guideline('MANHA', date, [rig.otherProgramId], ['Rua do Porto, 46'], { state: 'COVERING' })), 201);
      const slugs = async (q: string) => ok(await rig.reader.get(`/api/maps/view?date=${date}${q}`)).points.map((p: { slug: string }) => p.slug);
      expect(await slugs('')).to.have.members(['NOITE', 'MANHA']);
      expect(await slugs(`&programId=${rig.programId}`)).to.deep.equal(['NOITE']);
      expect(await slugs(`&programId=${rig.otherProgramId}`)).to.deep.equal(['MANHA']);
      expect(await slugs('&state=COVERING')).to.deep.equal(['MANHA']);
      expect(await slugs(`&state=COVERING&programId=${rig.programId}`)).to.deep.equal([]);
      const bad = await rig.reader.get(`/api/maps/view?date=${date}&programId=abc`);
      expect(bad.status).to.equal(400);
      expect(bad.body.details.issues[0].field).to.equal('programId');
      expect((await rig.reader.get('/api/maps/view?date=2033-02-30')).body.details.issues[0].field).to.equal('date');
    });

    it("gives a user outside the guideline's program no point of it", async () => {
      const group = ok(await rig.producer.post('/api/groups', { name: 'Restrito', userIds: [rig.producerId] }), 201);
      const closed = ok(await rig.producer.post('/api/programs', { name: 'Fechado', start: '10:00:00', end: '11:00:00', allowedGroupIds: [group.id] }), 201).id;
      const date = nextDate();
      ok(await rig.producer.post('/api/assignments', guideline('SEGREDO', date, [closed], ['Rua do Porto, 47'])), 201);
      const settings = ok(await rig.producer.get('/api/assignments/settings'));
      ok(await rig.producer.put('/api/assignments/settings', { ...settings, privateCreation: true }));
      ok(await rig.producer.post('/api/assignments', guideline('PRIVADA', date, [rig.programId], ['Rua do Porto, 48'], { private: true })), 201);
      const own = ok(await rig.producer.get(`/api/maps/view?date=${date}`)).points.map((p: { slug: string }) => p.slug);
      expect(own).to.include('SEGREDO');
      const outsider = await rig.user('de-fora');
      for (const q of ['', `&programId=${closed}`]) {
        const seen = JSON.stringify(ok(await outsider.c.get(`/api/maps/view?date=${date}${q}`)));
        expect(seen).not.to.include('SEGREDO');
        expect(seen).not.to.include('Rua do Porto, 47');
        expect(seen).not.to.include('PRIVADA');
      }
      // without the guideline read role: no map at all
      const none = await rig.user('sem-pauta', ['ROLE_PROGRAM_READ']);
      expect((await none.c.get(`/api/maps/view?date=${date}`)).status).to.equal(403);
    });

    it("shows the day's checklists with a place to who reads productions, and to no one else", async () => {
      const date = nextDate();
      const crew = await rig.user('chefe-de-reportagem', ['ROLE_ASSIGNMENT_READ', 'ROLE_PROGRAM_READ', 'ROLE_PRODUCTION_READ', 'ROLE_PRODUCTION_WRITE']);
      const made = ok(await crew.c.post('/api/productions', { slug: 'GRAVAÇÃO NO PORTO', date, schedule: '14:00:00', local: 'Av. Central, 1000', programsIds: [rig.programId] }), 201);
      ok(await crew.c.post('/api/productions', { slug: 'SEM LUGAR', date, local: '', programsIds: [rig.programId] }), 201);
      const points = ok(await crew.c.get(`/api/maps/view?date=${date}`)).points;
      expect(points).to.have.length(1);
      expect(points[0]).to.deep.include({ origin: 'production', id: made.id, slug: 'GRAVAÇÃO NO PORTO', address: 'Av. Central, 1000', time: '14:00:00', lat: -23.55, lon: -46.63 });
      // the reader reads guidelines, not productions: the map shows them none
      expect(JSON.stringify(ok(await rig.reader.get(`/api/maps/view?date=${date}`)))).not.to.include('PORTO');
    });

    it('does not make the page wait on a slow geocoder: unknown addresses come back pending and are placed next time', async () => {
      const date = nextDate();
      const slow = ['Rua do Porto, 49', 'Rua do Porto, 50', 'Rua do Porto, 51', 'Rua do Porto, 52'];
      ok(await rig.producer.post('/api/assignments', guideline('LENTA', date, [rig.programId], [...slow, 'Praça da Matriz'])), 201);
      ok(await rig.reader.get('/api/maps/location?q=Pra%C3%A7a%20da%20Matriz'));
      geo.mode = 'slow';
      geo.slowMs = 350;
      const started = Date.now();
      const first = ok(await rig.reader.get(`/api/maps/view?date=${date}`)).points as { address: string; lat?: number; pending?: boolean }[];
      // two at a time, 350 ms each, for at most 600 ms: the cached one at once, the last ones pending
      expect(Date.now() - started).to.be.below(1200);
      expect(first.find((p) => p.address === 'Praça da Matriz')).to.have.property('lat');
      expect(first.filter((p) => p.pending).length, JSON.stringify(first)).to.be.greaterThan(0);
      expect(first.every((p) => p.pending || p.lat !== undefined)).to.equal(true);
      // the calls under way finish in the background and are kept; the rest are asked now
      await new Promise((r) => setTimeout(r, 500));
      geo.mode = 'ok';
      const second = ok(await rig.reader.get(`/api/maps/view?date=${date}`)).points as { lat?: number }[];
      expect(second.every((p) => p.lat !== undefined), JSON.stringify(second)).to.equal(true);
      for (const a of slow) expect(geo.calls.get(a), a).to.equal(1);
    });

    it('leaves a failing geocoder alone for a while: the view answers at once, the points pending', async () => {
      const date = nextDate();
      ok(await rig.producer.post('/api/assignments', guideline('FALHA', date, [rig.programId], ['Rua do Porto, 51, fundos'])), 201);
      geo.mode = 'error';
      expect(ok(await rig.reader.get(`/api/maps/view?date=${date}`)).points[0]).to.deep.include({ unplaced: true, pending: true });
      const asked = geo.total();
      expect(asked).to.equal(1);
      const started = Date.now();
      expect(ok(await rig.reader.get(`/api/maps/view?date=${date}`)).points[0]).to.deep.include({ pending: true });
      expect(Date.now() - started).to.be.below(300);
      expect(geo.total(), 'asked while resting').to.equal(asked);
      // rested: asked again, and placed
      geo.mode = 'ok';
      await new Promise((r) => setTimeout(r, 850));
      expect(ok(await rig.reader.get(`/api/maps/view?date=${date}`)).points[0]).to.have.property('lat');
    });

    it('answers 422 when no geocoding server is set, and the view lists every point unplaced', async () => {
      await configure(rig.producer, { geocoderUrl: '' });
      try {
        const r = await rig.reader.get('/api/maps/location?q=Rua%20Nova');
        expect(r.status).to.equal(422);
        expect(r.body.code).to.equal('maps.noGeocoder');
        const date = nextDate();
        ok(await rig.producer.post('/api/assignments', guideline('SEM MAPA', date, [rig.programId], ['Rua Nova, 1'])), 201);
        expect(ok(await rig.reader.get(`/api/maps/view?date=${date}`)).points[0]).to.deep.include({ unplaced: true, pending: true });
      } finally {
        await configure(rig.producer, { geocoderUrl: geo.url });
      }
    });
  });
});
