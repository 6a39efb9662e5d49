// docs/machines.md is generated from machines/ (npm run gen:machines-doc): a changed machine with a stale page fails.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { DOC_PATH, loadMachines, renderMachinesDoc } from '../../scripts/machines-doc';

it('docs/machines.md shows every machine as it is now (run npm run gen:machines-doc)', async () => {
  expect(readFileSync(DOC_PATH, 'utf8')).toBe(await renderMachinesDoc());
});

it('charts every machine in machines/, each with its states and transitions', async () => {
  const machines = await loadMachines();
  const doc = readFileSync(DOC_PATH, 'utf8');
  expect(machines.length).toBeGreaterThanOrEqual(14);
  for (const { machine } of machines) {
    expect(doc).toContain(`## ${machine.id} (`);
    for (const key of Object.keys(machine.root.states)) expect(doc).toContain(`state "${key}" as ${machine.id}_${key}`);
  }
});

it('shows the actors a state invokes and the delays by name and value', async () => {
  const doc = readFileSync(DOC_PATH, 'utf8');
  expect(doc).toContain('form_submitting: invokes submit');
  expect(doc).toContain('auditDialog_auditing: invokes runAudit');
  expect(doc).toContain('chat_replying: invokes stream');
  expect(doc).toContain('chat_greeting --> chat_ready: after greetingDelay (300 ms)');
  expect(doc).toContain('`form.submit` [isValid] → submitting');
});
