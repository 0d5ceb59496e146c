// MOS plug-in messages as the NCS reads and writes them (the sdk's web entry): the strict XML reader
// and writer, the messages, and which plug-in URLs are usable.
import { expect } from 'chai';
import { parseXml, toXml, el, XmlError } from '../src/web/mos/xml.js';
import { buildAck, buildAppInfo, buildItemRequest, looksLikeMos, MosMessageError, pluginOrigin, readMosMessage } from '../src/web/mos/plugin.js';

const NCS_ITEM = `<mos>
  <ncsItem>
    <item>
      <itemID>2</itemID>
      <itemSlug>VT ENCHENTE PORTO ALEGRE</itemSlug>
      <objID>41cfc641849c417eaa10e4f3c377f181</objID>
      <mosID>mam.lauda.test</mosID>
      <objSlug>enchente-poa</objSlug>
      <objDur>4500</objDur>
      <objTB>50</objTB>
      <mosAbstract>Cheia do <b>Guaíba</b> &amp; ruas alagadas</mosAbstract>
      <objPaths>
        <objPath techDescription="MXF">\\\\mam\\media\\enchente.mxf</objPath>
        <objProxyPath techDescription="MP4">https://mam.test/proxy/enchente.mp4</objProxyPath>
        <objMetadataPath techDescription="XML">https://mam.test/meta/enchente.xml</objMetadataPath>
      </objPaths>
      <itemChannel>A</itemChannel>
      <itemEdStart>100</itemEdStart>
      <itemEdDur>4000</itemEdDur>
      <itemUserTimingDur>3750</itemUserTimingDur>
      <macroIn>fade</macroIn>
      <macroOut>cut</macroOut>
      <mosExternalMetadata>
        <mosScope>OBJECT</mosScope>
        <mosSchema>https://mam.test/schema</mosSchema>
        <mosPayload><objType>VIDEO</objType><reporter>Ana</reporter></mosPayload>
      </mosExternalMetadata>
    </item>
  </ncsItem>
</mos>`;

function problemOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof MosMessageError || e instanceof XmlError) return e.problem;
    throw e;
  }
  throw new Error('no error was thrown');
}

describe('web: MOS XML', () => {
  it('reads elements, attributes, entities, character references and CDATA', () => {
    const root = parseXml('<?xml version="1.0" encoding="UTF-8"?>\n<!-- hi --><a x="1 &amp; 2" y=\'&#x41;\'>t&lt;&#233;<![CDATA[<b>&amp;</b>]]><b/></a>\n');
    expect(root.name).to.equal('a');
    expect(root.attrs).to.deep.equal({ x: '1 & 2', y: 'A' });
    expect(root.children[0]).to.equal('t<é<b>&amp;</b>');
    expect(root.children[1]).to.deep.equal({ name: 'b', attrs: {}, children: [] });
  });

  it('writes escaped XML that reads back the same', () => {
    const tree = el('mos', null, el('x', { a: 'q"<&' }, 'a < b & c > d'), el('n', null, 5), null, false);
    const xml = toXml(tree);
    expect(xml).to.equal('<mos><x a="q&quot;&lt;&amp;">a &lt; b &amp; c &gt; d</x><n>5</n></mos>');
    expect(parseXml(xml)).to.deep.equal(tree);
  });

  it('refuses a DOCTYPE, entity declarations and processing instructions (nothing is expanded)', () => {
    const laughs = '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><mos><ncsItem>&lol2;</ncsItem></mos>';
    expect(problemOf(() => parseXml(laughs))).to.equal('doctype');
    expect(problemOf(() => parseXml('<!ENTITY x "y"><mos/>'))).to.equal('declaration');
    expect(problemOf(() => parseXml('<mos><?php echo 1 ?></mos>'))).to.equal('processingInstruction');
    expect(problemOf(() => parseXml('<mos>&ext;</mos>'))).to.equal('entity');
    expect(problemOf(() => parseXml('<mos>a & b</mos>'))).to.equal('entity');
    expect(problemOf(() => parseXml('<mos>&#0;</mos>'))).to.equal('entity');
    expect(problemOf(() => readMosMessage('<!DOCTYPE mos SYSTEM "http://evil.test/x.dtd"><mos><ncsReqAppInfo/></mos>'))).to.equal('doctype');
  });

  it('refuses truncated, mismatched and trailing documents', () => {
    const cut = NCS_ITEM.slice(0, NCS_ITEM.length - 20);
    expect(problemOf(() => readMosMessage(cut))).to.equal('unclosed');
    expect(problemOf(() => parseXml('<mos><a></b></mos>'))).to.equal('mismatched');
    expect(problemOf(() => parseXml('<mos/><mos/>'))).to.equal('trailing');
    expect(problemOf(() => parseXml('<mos a="1" a="2"/>'))).to.equal('malformed');
    expect(problemOf(() => parseXml('<mos a=1/>'))).to.equal('malformed');
    expect(problemOf(() => parseXml('<mos'))).to.equal('unclosed');
    expect(problemOf(() => parseXml('   '))).to.equal('noRoot');
    expect(problemOf(() => parseXml('text'))).to.equal('noRoot');
    expect(problemOf(() => parseXml('<mos>\u0001</mos>'))).to.equal('malformed');
  });

  it('bounds depth and size', () => {
    expect(problemOf(() => parseXml('<a>'.repeat(100) + '</a>'.repeat(100)))).to.equal('tooDeep');
    expect(problemOf(() => parseXml(`<mos>${'x'.repeat(1_000_001)}</mos>`))).to.equal('tooLong');
  });
});

describe('web: MOS plug-in messages', () => {
  it('reads an ncsItem with its media fields', () => {
    const m = readMosMessage(NCS_ITEM);
    expect(m.kind).to.equal('item');
    if (m.kind !== 'item') return;
    expect(m.tag).to.equal('ncsItem');
    expect(m.item).to.deep.include({
      itemId: '2', slug: 'VT ENCHENTE PORTO ALEGRE', objId: '41cfc641849c417eaa10e4f3c377f181', mosId: 'mam.lauda.test', objSlug: 'enchente-poa',
      objType: 'VIDEO', objDur: 4500, objTB: 50, abstract: 'Cheia do Guaíba & ruas alagadas', channel: 'A', edStart: 100, edDur: 4000,
      userTimingDur: 3750, macroIn: 'fade', macroOut: 'cut', metadataPath: 'https://mam.test/meta/enchente.xml',
    });
    expect(m.item.paths).to.deep.equal(['\\\\mam\\media\\enchente.mxf']);
    expect(m.item.proxyPaths).to.deep.equal(['https://mam.test/proxy/enchente.mp4']);
    expect(m.item.metadata).to.deep.equal([{ scope: 'OBJECT', schema: 'https://mam.test/schema', payload: '<objType>VIDEO</objType><reporter>Ana</reporter>' }]);
  });

  it('reads mosItem (wrapping an item or bare) and mosObj the same way', () => {
    const wrapped = readMosMessage('<mos><mosItem><item><objID>a1</objID><objSlug>A</objSlug></item></mosItem></mos>');
    const bare = readMosMessage('<mos><mosID>m</mosID><mosItem><objID>a1</objID><objSlug>A</objSlug></mosItem></mos>');
    const obj = readMosMessage('<mos><mosObj><objID>o9</objID><objSlug>Foto</objSlug><objType>STILL</objType><objTB>25</objTB><objDur>1</objDur></mosObj></mos>');
    expect(wrapped).to.deep.include({ kind: 'item', tag: 'mosItem' });
    expect(bare).to.deep.include({ kind: 'item', tag: 'mosItem' });
    expect(obj.kind === 'item' && obj.item).to.deep.include({ objId: 'o9', objType: 'STILL', objTB: 25, objDur: 1 });
  });

  it('reads the requests, acks and unknown messages; header ids are skipped', () => {
    expect(readMosMessage('<mos><ncsReqAppInfo/></mos>')).to.deep.equal({ kind: 'reqAppInfo' });
    expect(readMosMessage('<mos><mosID>x</mosID><ncsID>LAUDA</ncsID><messageID/><ncsReqAppClose/></mos>')).to.deep.equal({ kind: 'reqAppClose' });
    expect(readMosMessage('<mos><ncsAck><status>ack</status><statusDescription>ok</statusDescription></ncsAck></mos>')).to.deep.equal({ kind: 'ack', status: 'ACK', description: 'ok' });
    expect(readMosMessage('<mos><roCreate/></mos>')).to.deep.equal({ kind: 'other', tag: 'roCreate' });
  });

  it('refuses what is not a MOS message', () => {
    expect(problemOf(() => readMosMessage({ mos: 1 }))).to.equal('notText');
    expect(problemOf(() => readMosMessage('<html><body/></html>'))).to.equal('notMos');
    expect(problemOf(() => readMosMessage('<mos><ncsID>x</ncsID></mos>'))).to.equal('empty');
    expect(problemOf(() => readMosMessage('<mos><ncsItem><objID>1</objID></ncsItem></mos>'))).to.equal('noItem');
  });

  it('tells dropped MOS text from other text', () => {
    expect(looksLikeMos(NCS_ITEM)).to.equal(true);
    expect(looksLikeMos('<?xml version="1.0"?>\n<mos><ncsItem/></mos>\n')).to.equal(true);
    expect(looksLikeMos('just words')).to.equal(false);
    expect(looksLikeMos('<mosaic></mos>')).to.equal(false);
    expect(looksLikeMos(null)).to.equal(false);
  });

  it('writes ncsAppInfo with the story context, ncsAck and ncsItemRequest', () => {
    const xml = buildAppInfo({ ncsId: 'LAUDA', userId: 'ana', roId: '9', storyId: '42', storySlug: 'ENCHENTE <SUL>', version: '0.1.0', frame: { x: 10, y: 20.4, width: 300, height: 200 } });
    const root = parseXml(xml);
    expect(root.name).to.equal('mos');
    expect(xml).to.contain('<ncsID>LAUDA</ncsID>');
    expect(xml).to.contain('<roID>9</roID><storyID>42</storyID><storySlug>ENCHENTE &lt;SUL&gt;</storySlug>');
    expect(xml).to.contain('<userID>ana</userID><runContext>BROWSE</runContext>');
    expect(xml).to.contain('<UImetric num="1"><startx>10</startx><starty>20</starty><endx>310</endx><endy>220</endy><mode>CONTAINED</mode>');
    expect(buildAppInfo({ ncsId: 'L', userId: 'u', roId: null, storyId: '1', storySlug: null, version: '1' })).to.not.contain('roID').and.not.contain('UImetric');
    expect(buildAck('ACK')).to.equal('<mos><ncsAck><status>ACK</status></ncsAck></mos>');
    expect(buildAck('ERROR', 'a & b')).to.equal('<mos><ncsAck><status>ERROR</status><statusDescription>a &amp; b</statusDescription></ncsAck></mos>');
    expect(readMosMessage(buildItemRequest())).to.deep.equal({ kind: 'other', tag: 'ncsItemRequest' });
  });
});

describe('web: plug-in origins', () => {
  it('keeps the origin of http(s) URLs only', () => {
    expect(pluginOrigin('https://mam.test:8443/plugin/index.html?x=1')).to.equal('https://mam.test:8443');
    expect(pluginOrigin('http://127.0.0.1:9000/')).to.equal('http://127.0.0.1:9000');
    expect(pluginOrigin('javascript:alert(1)')).to.equal(null);
    expect(pluginOrigin('data:text/html,hi')).to.equal(null);
    expect(pluginOrigin('/relative')).to.equal(null);
    expect(pluginOrigin(null)).to.equal(null);
  });
});
