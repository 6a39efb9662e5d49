// docs/machines.md: one Mermaid statechart per machine in machines/, generated from the machines themselves
// (xstate's public definitions) by `npm run gen:machines-doc`; tests/machines/machinesDoc.test.ts fails when the
// committed page is stale.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine, StateNodeDefinition } from 'xstate';

export const DOC_PATH = 'docs/machines.md';
const MACHINES_DIR = 'machines';

type NodeDefinition = StateNodeDefinition<never, never>;

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'config' in value && 'provide' in value;

/** Every machine exported by a module of machines/, in file order. */
export async function loadMachines(
  root = process.cwd(),
): Promise<{ file: string; name: string; machine: AnyStateMachine }[]> {
  const files = readdirSync(join(root, MACHINES_DIR))
    .filter((f) => f.endsWith('.ts') && !f.startsWith('inspect'))
    .sort();
  const found = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(root, MACHINES_DIR, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (isMachine(value)) found.push({ file, name, machine: value });
    }
  }
  return found;
}

const mermaidId = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_');

function eventLabel(eventType: string, delay: unknown, delays: Record<string, unknown>): string {
  if (eventType.startsWith('xstate.after.')) {
    const ms = typeof delay === 'string' ? delays[delay] : delay;
    if (typeof ms === 'number' && typeof delay === 'string') return `after ${delay} (${ms} ms)`;
    // A delay the machine computes from its context: its value in the initial context.
    if (typeof ms === 'object' && ms && 'initially' in ms)
      return `after ${String(delay)} (${ms.initially} ms initially)`;
    return `after ${String(delay)}`;
  }
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1]} done`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `${error[1]} failed`;
  return eventType;
}

const invokeName = (invoke: { src: unknown; id: string }) => (typeof invoke.src === 'string' ? invoke.src : invoke.id);

const guardLabel = (guard: unknown) =>
  guard ? ` [${typeof guard === 'string' ? guard : ((guard as { type?: string }).type ?? 'guard')}]` : '';

function renderNode(node: NodeDefinition, delays: Record<string, unknown>, indent: string, lines: string[]) {
  const children = Object.values(node.states) as NodeDefinition[];
  if (node.initial && children.length > 0) {
    const target = (node.initial.target as unknown as { id: string }[])[0];
    if (target) lines.push(`${indent}[*] --> ${mermaidId(target.id)}`);
  }
  for (const child of children) {
    const id = mermaidId(child.id);
    if (Object.keys(child.states).length > 0) {
      lines.push(`${indent}state "${child.key}" as ${id} {`);
      renderNode(child, delays, `${indent}  `, lines);
      lines.push(`${indent}}`);
    } else {
      lines.push(`${indent}state "${child.key}" as ${id}`);
    }
    for (const invoke of child.invoke) lines.push(`${indent}${id}: invokes ${invokeName(invoke)}`);
    if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
  }
  for (const child of children) {
    for (const t of child.transitions) {
      const targets = (t.target ?? []) as unknown as { id: string }[];
      const label = `${eventLabel(t.eventType, (t as { delay?: unknown }).delay, delays)}${guardLabel(t.guard)}`;
      for (const target of targets) lines.push(`${indent}${mermaidId(child.id)} --> ${mermaidId(target.id)}: ${label}`);
    }
  }
}

/** One statechart: states (nested), initial and final states, invoked actors, every transition with a target. */
export function renderMachine(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  const definition = machine.root.definition as unknown as NodeDefinition;
  const context = machine.config.context;
  const delays = Object.fromEntries(
    Object.entries(machine.implementations.delays ?? {}).map(([name, delay]) => {
      const initially =
        typeof delay === 'function' && typeof context === 'object'
          ? delay({ context } as never, undefined as never)
          : delay;
      return [name, typeof delay === 'function' && typeof initially === 'number' ? { initially } : delay];
    }),
  );
  renderNode(definition, delays, '  ', lines);
  return lines.join('\n');
}

export async function renderMachinesDoc(root = process.cwd()): Promise<string> {
  const machines = await loadMachines(root);
  const sections = machines.map(({ file, name, machine }) => {
    // Transitions of the machine itself apply in every state (unless a state handles the event): listed, not drawn.
    const rootTransitions = (machine.root.definition as unknown as NodeDefinition).transitions.map((t) => {
      const targets = ((t.target ?? []) as unknown as { key: string }[]).map((target) => target.key);
      return `\`${t.eventType}\`${guardLabel(t.guard)} → ${targets.length ? targets.join(', ') : 'no change of state'}`;
    });
    const note = rootTransitions.length
      ? `\nIn every state (unless the state handles the event itself): ${rootTransitions.join('; ')}.\n`
      : '';
    return `## ${machine.id} (\`${name}\`, machines/${file})\n${note}\n\`\`\`mermaid\n${renderMachine(machine)}\n\`\`\`\n`;
  });
  return `# Statecharts\n\nGenerated from \`machines/\` by \`npm run gen:machines-doc\`; \`tests/machines/machinesDoc.test.ts\` fails when\nthis page is stale. Delays show the machine's own value; the spec models in \`tests/models/\` hold the spec's.\n\n${sections.join('\n')}`;
}
