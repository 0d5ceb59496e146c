#!/usr/bin/env node
// Development only: signs a Lauda license file with the DEVELOPMENT private key that lives in this
// repository (kernel/test/license-fixtures/dev-private-key.pem), for demos and tests. A real
// deployment gets its license file from the vendor, signed with a key that is not published.
//
//   node kernel/scripts/sign-license.mjs --branch "TV Lauda" --seats 25 --expires 2027-12-31 \
//        --issued-to "Emissora Exemplo" [--key other.pem] [--out lauda.license]
//
// --expires takes a date (end of that day, UTC) or an ISO instant. Put the file at
// <LAUDA_DATA_DIR>/lauda.license (read at start) or upload it: POST /api/license/register.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    branch: { type: 'string' }, seats: { type: 'string' }, expires: { type: 'string' }, 'issued-to': { type: 'string' },
    key: { type: 'string' }, out: { type: 'string' },
  },
  strict: true,
});
if (!values.branch || !values.seats || !values.expires || !values['issued-to']) {
  process.stderr.write('usage: sign-license.mjs --branch B --seats N --expires YYYY-MM-DD --issued-to NAME [--key PEM] [--out FILE]\n');
  process.exit(2);
}
const expiresAt = /^\d{4}-\d{2}-\d{2}$/.test(values.expires) ? `${values.expires}T23:59:59.999Z` : new Date(values.expires).toISOString();
const seats = Number(values.seats);
if (!Number.isInteger(seats) || seats < 1) {
  process.stderr.write('--seats must be a positive integer\n');
  process.exit(2);
}
const key = fs.readFileSync(values.key ?? path.join(here, '..', 'test', 'license-fixtures', 'dev-private-key.pem'), 'utf8');
const payload = JSON.stringify({
  branch: values.branch, seats, expiresAt, issuedTo: values['issued-to'], issuedAt: new Date().toISOString(), id: crypto.randomUUID(),
});
const signature = crypto.sign(null, Buffer.from(payload, 'utf8'), key).toString('base64');
const text = JSON.stringify({ format: 'lauda-license/1', payload, signature }, null, 2) + '\n';
if (values.out) fs.writeFileSync(values.out, text);
else process.stdout.write(text);
