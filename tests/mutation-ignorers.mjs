// StrykerJS ignorer (stryker.config.mjs `ignorers`): leaves out mutants of an xstate machine config that no program,
// let alone a visitor, can tell from the original, so the mutation score counts only changes a test could catch.
// Each rule returns its reason, which Stryker shows on the ignored mutant. Other equivalents, which need a human
// argument, are listed in tests/mutation-equivalents.md.
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

const keyName = (property) =>
  property?.key?.type === 'Identifier'
    ? property.key.name
    : property?.key?.type === 'StringLiteral'
      ? property.key.value
      : undefined;
const prop = (object, name) => object?.properties?.find((p) => p.type === 'ObjectProperty' && keyName(p) === name);
const stringValue = (node) => (node?.type === 'StringLiteral' ? node.value : undefined);

/** The config object of `setup(…).createMachine(config)` or `createMachine(config)` that `path` sits in. */
function machineConfig(path) {
  for (let p = path; p; p = p.parentPath) {
    if (p.node.type !== 'CallExpression') continue;
    const callee = p.node.callee;
    const name = callee.type === 'MemberExpression' ? callee.property.name : callee.name;
    if (name === 'createMachine' && p.node.arguments[0]?.type === 'ObjectExpression') return p.node.arguments[0];
  }
  return undefined;
}

/** The top-level state (a direct child of the root) whose config contains `path`, if any. */
function topLevelState(path, config) {
  for (let p = path; p?.parentPath; p = p.parentPath) {
    const property = p.parentPath.node;
    const states = p.parentPath.parentPath?.node;
    const statesProperty = p.parentPath.parentPath?.parentPath?.node;
    if (
      p.node.type === 'ObjectExpression' &&
      property.type === 'ObjectProperty' &&
      states?.type === 'ObjectExpression' &&
      keyName(statesProperty) === 'states' &&
      p.parentPath.parentPath.parentPath.parentPath?.node === config
    )
      return p.node;
  }
  return undefined;
}

export const machineEquivalents = {
  shouldIgnore(path) {
    const config = machineConfig(path);
    if (!config) return undefined;
    const node = path.node;

    // The machine's id names it in the development inspector and in docs/machines.md; no transition targets it.
    if (node.type === 'StringLiteral' && path.parentPath.node === prop(config, 'id')) {
      return 'The machine id only names the machine in the dev inspector and docs/machines.md.';
    }

    // A final state with nothing in it, in a machine with no output: reaching it stops the actor, and nothing
    // reads that (no parent waits on these machines; components send only to active actors, useGatedMachine).
    if (
      node.type === 'ObjectExpression' &&
      node.properties.length === 1 &&
      stringValue(prop(node, 'type')?.value) === 'final' &&
      topLevelState(path, config) === node &&
      !prop(config, 'output')
    ) {
      return 'An empty final state behaves as an empty ordinary one: only the unread actor status differs.';
    }
    return undefined;
  },
};

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'machine-equivalents', machineEquivalents)];
