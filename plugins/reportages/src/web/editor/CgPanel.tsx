/**
 * The reportage's CGs (spec 001 §2, §4): a collapsible panel listing them; a CG is added from a
 * template of the program's CG devices, its fields typed (limited by each field's size), duplicated,
 * moved and removed. The server checks the device and template again.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, IconButton, Input, Muted, Select, Toolbar } from '@lauda/web-kit';
import type { ApiClient, Page } from '@lauda/sdk/web';
import type { CreditTemplate } from '@lauda/sdk/device';
import type { CgItem } from '../model.js';

type T = (key: string, options?: Record<string, unknown>) => string;
let serial = 0;
const uuid = () => globalThis.crypto?.randomUUID?.() ?? `cg-${++serial}`;

export function CgPanel({ cgs, onChange, programId, api, readOnly, t }: { cgs: CgItem[]; onChange(next: CgItem[]): void; programId: number | null; api: ApiClient; readOnly: boolean; t: T }) {
  const [open, setOpen] = useState(true);
  const [templates, setTemplates] = useState<CreditTemplate[]>([]);
  const [chosen, setChosen] = useState('');
  useEffect(() => {
    if (programId === null || readOnly) return setTemplates([]);
    let on = true;
    api.get<Page<CreditTemplate>>(`/api/programs/${programId}/credit-templates?size=200`).then((p) => on && setTemplates(p.data)).catch(() => on && setTemplates([]));
    return () => {
      on = false;
    };
  }, [api, programId, readOnly]);
  const sizeOf = (cg: CgItem, name: string) => templates.find((x) => x.deviceId === cg.deviceId && x.code === cg.ciiData?.templateCode)?.fields.find((f) => f.name === name)?.size ?? 0;
  const set = (i: number, cg: CgItem) => onChange(cgs.map((x, j) => (j === i ? cg : x)));
  const add = () => {
    const tpl = templates.find((x) => String(x.id) === chosen);
    if (!tpl) return;
    onChange([...cgs, {
      uuid: uuid(), index: cgs.length, deviceId: tpl.deviceId, mosData: null,
      ciiData: { templateCode: tpl.code, templateName: tpl.name, comment: null, fields: tpl.fields.map((f) => ({ uuid: uuid(), name: f.name, number: f.number ?? null, size: f.size ?? null, value: '' })) },
    }]);
  };
  const move = (i: number, by: -1 | 1) => {
    const next = [...cgs];
    const [x] = next.splice(i, 1);
    next.splice(Math.max(0, Math.min(next.length, i + by)), 0, x!);
    onChange(next);
  };
  return (
    <Panel data-testid="cg-panel">
      <Button type="button" $variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="cg-panel-toggle">
        {open ? '▾' : '▸'} {t('web.cg.title', { count: cgs.length })}
      </Button>
      {open && (
        <>
          {!readOnly && (
            <Toolbar>
              <Select aria-label={t('web.cg.template')} value={chosen} onChange={(e) => setChosen(e.target.value)} data-testid="cg-template">
                <option value="">{templates.length ? t('web.cg.choose') : t('web.cg.none')}</option>
                {templates.map((x) => <option key={x.id} value={x.id}>{x.deviceName} · {x.name}</option>)}
              </Select>
              <Button type="button" $small disabled={!chosen} onClick={add} data-testid="cg-add">{t('web.cg.add')}</Button>
            </Toolbar>
          )}
          {!cgs.length && <Muted>{t('web.cg.empty')}</Muted>}
          {cgs.map((cg, i) => (
            <div className="cg" key={cg.uuid} data-testid={`cg-${i}`}>
              <strong>{cg.ciiData?.templateName ?? cg.ciiData?.templateCode ?? cg.mosData?.slug ?? cg.mosData?.objId}</strong>
              {cg.ciiData?.fields.map((f, j) => {
                const size = f.size || sizeOf(cg, f.name);
                return (
                  <Input key={f.uuid} aria-label={`${f.name} (${i + 1})`} placeholder={f.name} value={f.value} disabled={readOnly} maxLength={size > 0 ? size : undefined}
                    data-testid={`cg-${i}-field-${j}`}
                    onChange={(e) => set(i, { ...cg, ciiData: { ...cg.ciiData!, fields: cg.ciiData!.fields.map((x, k) => (k === j ? { ...x, value: e.target.value } : x)) } })} />
                );
              })}
              {!readOnly && (
                <span className="tools">
                  <Button type="button" $small $variant="ghost" onClick={() => onChange([...cgs.slice(0, i + 1), { ...cg, uuid: uuid() }, ...cgs.slice(i + 1)])} data-testid={`cg-${i}-duplicate`}>{t('web.cg.duplicate')}</Button>
                  <IconButton label={t('web.section.up')} disabled={i === 0} onClick={() => move(i, -1)}>↑</IconButton>
                  <IconButton label={t('web.section.down')} disabled={i === cgs.length - 1} onClick={() => move(i, 1)}>↓</IconButton>
                  <IconButton label={t('web.cg.remove')} onClick={() => onChange(cgs.filter((_, j) => j !== i))} data-testid={`cg-${i}-remove`}>✕</IconButton>
                </span>
              )}
            </div>
          ))}
        </>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  border: 1px solid var(--lauda-control-border);
  border-radius: var(--lauda-radius);
  padding: 6px;
  .cg {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px;
    padding: 4px 0;
  }
  .tools {
    margin-left: auto;
  }
  .cg input {
    flex: 1 1 200px;
    width: auto;
  }
  select {
    width: auto;
    max-width: 100%;
  }
`;
