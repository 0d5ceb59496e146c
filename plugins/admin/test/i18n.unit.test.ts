import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { ADMIN_ERRORS, CONFIG_FLAGS, CONFIG_KINDS, DEFAULT_SETTINGS, VEHICLE_TYPES } from '../src/common/index.js';
import en_US from '../i18n/en_US.json' with { type: 'json' };
import es_ES from '../i18n/es_ES.json' with { type: 'json' };
import pt_BR from '../i18n/pt_BR.json' with { type: 'json' };

const lookup = (res: Record<string, unknown>, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), res);

describe('admin i18n', () => {
  for (const [locale, res] of Object.entries({ en_US, es_ES, pt_BR })) {
    it(`${locale} has a text for every error code`, () => {
      for (const code of Object.values(ADMIN_ERRORS)) expect(lookup(res, code), `${locale} ${code}`).to.be.a('string').and.not.empty;
    });
  }
});

describe('admin settings screens i18n', () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const web = path.resolve(here, '../../src/web/panels');
  const sources = ['lookups/LookupPanel.tsx', 'settings/VersionedForm.tsx', 'settings/sections.ts', 'settings/ConfigsPanel.tsx', 'settings/FlagsPanel.tsx', 'settings/PrintEditorPanel.tsx'];
  // the keys the screens build from their kind, config kind or flag name
  const built = [
    ...['classifications', 'editorials', 'vehicles', 'types'].flatMap((k) => [
      'title', 'new', 'search', 'empty', 'noMatch', 'emptyText', 'cols.name', 'form.newTitle', 'form.editTitle', 'form.name',
      'confirm.deleteTitle', 'confirm.deleteText', 'created', 'updated', 'deleted',
    ].map((x) => `${k}.${x}`)),
    ...VEHICLE_TYPES.map((v) => `vehicleTypes.${v}`),
    ...CONFIG_KINDS.flatMap((k) => [`configs.kinds.${k}`, ...CONFIG_FLAGS[k].map((f) => `configs.flags.${f}`)]),
    ...Object.keys(DEFAULT_SETTINGS.flags).flatMap((f) => [`flags.${f}`, `flags.${f}Hint`]),
  ];
  for (const [locale, res] of Object.entries({ en_US, es_ES, pt_BR })) {
    it(`${locale} has every text the lookups and settings screens show`, () => {
      const literal = sources.flatMap((f) => [...fs.readFileSync(path.join(web, f), 'utf8').matchAll(/\bt\('([a-zA-Z.]+)'/g)].map((m) => m[1]!));
      expect(literal.length).to.be.greaterThan(20);
      for (const key of [...literal, ...built]) expect(lookup(res.web, key), `${locale} web.${key}`).to.be.a('string').and.not.empty;
    });
  }
});
