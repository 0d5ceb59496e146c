import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { PanelProps } from '@lauda/sdk/web';
import { DEVICE_ERRORS } from '../../common/index.js';
import { errorCode, uploadImage, UploadError, type DeviceWithStatus, type StoryTemplate } from '../api';
import { Button, Dialog, Field, FormFooter, FormGrid, Input, Muted, SectionTitle } from '@lauda/web-kit';

type T = PanelProps['t'];

/** A field row as typed: number and size stay text until saved. */
interface FieldRow {
  key: number;
  name: string;
  number: string;
  size: string;
}

/** A message key with its values. */
interface Problem {
  key: string;
  vars?: Record<string, unknown>;
}

interface Problems {
  code?: Problem;
  name?: Problem;
  rows: Record<number, { name?: Problem; number?: Problem; size?: Problem }>;
}

const WHOLE = /^\d+$/;

export function problemsOf(code: string, name: string, rows: FieldRow[], codeTaken: boolean): Problems {
  const p: Problems = { rows: {} };
  if (!code.trim()) p.code = { key: 'validation.required' };
  else if (code.trim().length > 100) p.code = { key: 'validation.maxChars', vars: { count: 100 } };
  else if (codeTaken) p.code = { key: 'validation.inUse' };
  if (!name.trim()) p.name = { key: 'validation.required' };
  else if (name.trim().length > 200) p.name = { key: 'validation.maxChars', vars: { count: 200 } };
  for (const r of rows) {
    const rp: Problems['rows'][number] = {};
    if (!r.name.trim()) rp.name = { key: 'validation.required' };
    else if (r.name.trim().length > 100) rp.name = { key: 'validation.maxChars', vars: { count: 100 } };
    if (r.number.trim() && !WHOLE.test(r.number.trim())) rp.number = { key: 'validation.wholeNumber' };
    if (r.size.trim() && (!WHOLE.test(r.size.trim()) || Number(r.size) < 1)) rp.size = { key: 'validation.wholeNumber' };
    if (Object.keys(rp).length) p.rows[r.key] = rp;
  }
  return p;
}
const hasProblems = (p: Problems) => !!(p.code || p.name || Object.keys(p.rows).length);

let nextKey = 1;
const rowOf = (f: StoryTemplate['fields'][number]): FieldRow => ({ key: nextKey++, name: f.name, number: f.number === undefined ? '' : String(f.number), size: f.size === undefined ? '' : String(f.size) });

/** Create or edit a story template: code, name, its fields (name, number, size) and a thumbnail image. */
export function TemplateForm({ template, device, api, notify, t, onSaved, onClose }: { template: StoryTemplate | null; device: DeviceWithStatus; api: PanelProps['api']; notify: PanelProps['notify']; t: T; onSaved: (tpl: StoryTemplate, isNew: boolean) => void; onClose: () => void }) {
  const isNew = template === null;
  const [code, setCode] = useState(template?.code ?? '');
  const [name, setName] = useState(template?.name ?? '');
  const [rows, setRows] = useState<FieldRow[]>(() => (template?.fields ?? []).map(rowOf));
  const [thumb, setThumb] = useState<{ id: number; url: string | null } | null>(template?.thumbnailId ? { id: template.thumbnailId, url: template.thumbnailUrl } : null);
  const [codeTaken, setCodeTaken] = useState(false);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const problems = problemsOf(code, name, rows, codeTaken);
  const msg = (p?: Problem) => (p && (touched || p.key === 'validation.inUse') ? t(p.key, p.vars) : null);
  const setRow = (key: number, patch: Partial<FieldRow>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const move = (i: number, by: -1 | 1) => setRows((rs) => {
    const n = [...rs];
    const [r] = n.splice(i, 1);
    n.splice(i + by, 0, r!);
    return n;
  });

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const f = await uploadImage(file);
      setThumb({ id: f.id, url: f.thumbnailUrl ?? f.url });
    } catch (e) {
      // the kernel's file codes (invalid image type or size) have texts in this plugin too
      const code = e instanceof UploadError ? e.code : null;
      notify.notify('error', t('templates.uploadFailed'), code ? t(`errors.${code}`, { defaultValue: (e as Error).message }) : (e as Error).message);
    }
    setUploading(false);
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setTouched(true);
    if (hasProblems(problemsOf(code, name, rows, false))) {
      notify.notify('warning', t('validation.formInvalid'));
      return;
    }
    const body = {
      code: code.trim(),
      name: name.trim(),
      fields: rows.map((r) => ({ name: r.name.trim(), ...(r.number.trim() ? { number: Number(r.number) } : {}), ...(r.size.trim() ? { size: Number(r.size) } : {}) })),
      thumbnailId: thumb?.id ?? null,
      ...(template ? { revision: template.revision } : {}),
    };
    setSaving(true);
    try {
      const saved = template
        ? await api.put<StoryTemplate>(`/api/story-templates/${template.id}`, body)
        : await api.post<StoryTemplate>(`/api/devices/${device.id}/story-templates`, body);
      onSaved(saved, isNew);
    } catch (e2) {
      if (errorCode(e2) === DEVICE_ERRORS.templateCodeInUse) setCodeTaken(true);
      notify.error(e2, isNew ? 'createFailed' : 'updateFailed');
      setSaving(false);
    }
  };

  return (
    <Dialog
      title={isNew ? t('templates.form.newTitle', { device: device.name }) : t('templates.form.editTitle', { name: template.name })}
      onClose={onClose}
      onSubmit={submit}
      busy={saving}
      width={680}
      testId="template-form"
      closeLabel={t('actions.close')}
      footer={<FormFooter saving={saving} isNew={isNew} onClose={onClose} saveTestId="template-save" />}
    >
      <Layout>
        <div>
          <FormGrid>
            <Field label={t('templates.form.code')} htmlFor="tpl-code" error={msg(problems.code)} hint={t('templates.form.codeHint')} required testId="field-template-code">
              <Input id="tpl-code" value={code} aria-invalid={!!problems.code && touched} onChange={(e) => (setCode(e.target.value), setCodeTaken(false))} data-testid="template-code" />
            </Field>
            <Field label={t('templates.form.name')} htmlFor="tpl-name" error={msg(problems.name)} required testId="field-template-name">
              <Input id="tpl-name" value={name} aria-invalid={!!problems.name && touched} onChange={(e) => setName(e.target.value)} data-testid="template-name" />
            </Field>
          </FormGrid>
        </div>
        <div className="thumb">
          <div className="frame">{thumb?.url ? <img src={thumb.url} alt={name} data-testid="template-form-thumbnail" /> : <span>{t('templates.noThumbnail')}</span>}</div>
          <input ref={fileInput} type="file" accept="image/png,image/jpeg" hidden onChange={(e) => void upload(e.target.files?.[0])} data-testid="template-file" />
          <div className="buttons">
            <Button type="button" $small onClick={() => fileInput.current?.click()} disabled={uploading} data-testid="template-upload">
              {uploading ? t('templates.form.uploading') : thumb ? t('templates.form.replaceImage') : t('templates.form.chooseImage')}
            </Button>
            {thumb && (
              <Button type="button" $small $variant="ghost" onClick={() => setThumb(null)} data-testid="template-remove-image">
                {t('templates.form.removeImage')}
              </Button>
            )}
          </div>
        </div>
      </Layout>
      <SectionTitle>{t('templates.form.fields')}</SectionTitle>
      {rows.length === 0 ? (
        <Muted>{t('templates.form.noFields')}</Muted>
      ) : (
        <Rows>
          <div className="head">
            <span>{t('templates.form.fieldName')}</span>
            <span>{t('templates.form.fieldNumber')}</span>
            <span>{t('templates.form.fieldSize')}</span>
            <span />
          </div>
          {rows.map((r, i) => {
            const rp = touched ? problems.rows[r.key] : undefined;
            return (
              <div className="row" key={r.key} data-testid="template-field">
                <div>
                  <Input value={r.name} aria-label={t('templates.form.fieldName')} aria-invalid={!!rp?.name} onChange={(e) => setRow(r.key, { name: e.target.value })} data-testid="template-field-name" />
                  {rp?.name && <div className="error">{msg(rp.name)}</div>}
                </div>
                <div>
                  <Input value={r.number} inputMode="numeric" aria-label={t('templates.form.fieldNumber')} aria-invalid={!!rp?.number} onChange={(e) => setRow(r.key, { number: e.target.value })} data-testid="template-field-number" />
                  {rp?.number && <div className="error">{msg(rp.number)}</div>}
                </div>
                <div>
                  <Input value={r.size} inputMode="numeric" aria-label={t('templates.form.fieldSize')} aria-invalid={!!rp?.size} onChange={(e) => setRow(r.key, { size: e.target.value })} data-testid="template-field-size" />
                  {rp?.size && <div className="error">{msg(rp.size)}</div>}
                </div>
                <div className="tools">
                  <Button type="button" $small $variant="ghost" disabled={i === 0} onClick={() => move(i, -1)} aria-label={t('templates.form.moveUp')} title={t('templates.form.moveUp')}>
                    ↑
                  </Button>
                  <Button type="button" $small $variant="ghost" disabled={i === rows.length - 1} onClick={() => move(i, 1)} aria-label={t('templates.form.moveDown')} title={t('templates.form.moveDown')}>
                    ↓
                  </Button>
                  <Button type="button" $small $variant="ghost" onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))} aria-label={t('templates.form.removeField')} title={t('templates.form.removeField')}>
                    ×
                  </Button>
                </div>
              </div>
            );
          })}
        </Rows>
      )}
      <Button type="button" $small onClick={() => setRows((rs) => [...rs, { key: nextKey++, name: '', number: String(rs.length + 1), size: '' }])} style={{ marginBottom: 14 }} data-testid="template-add-field">
        + {t('templates.form.addField')}
      </Button>
    </Dialog>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 176px;
  gap: 16px;
  .thumb {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 6px;
    margin-bottom: 14px;
  }
  .frame {
    width: 176px;
    height: 99px;
    display: flex;
    align-items: center;
    justify-content: center;
    border: 1px dashed var(--lauda-line);
    border-radius: var(--lauda-radius);
    background: var(--lauda-sunken);
    overflow: hidden;
    color: var(--lauda-muted);
    font-size: 12px;
  }
  .frame img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  .buttons {
    display: flex;
    gap: 4px;
  }
`;

const Rows = styled.div`
  margin-bottom: 10px;
  .head,
  .row {
    display: grid;
    grid-template-columns: minmax(0, 1fr) 90px 90px 104px;
    gap: 8px;
    align-items: start;
  }
  .head {
    font-size: 12px;
    font-weight: 600;
    color: var(--lauda-muted);
    margin-bottom: 4px;
  }
  .row {
    margin-bottom: 6px;
  }
  .tools {
    display: flex;
    gap: 2px;
  }
  .error {
    margin-top: 2px;
    font-size: 12px;
    color: var(--lauda-danger);
  }
`;
