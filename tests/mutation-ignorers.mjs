// StrykerJS ignorer (stryker.config.mjs `ignorers`): leaves out mutants of an xstate machine config that no program,
// let alone a visitor, can tell from the original, and mutants of a component's styling (className/style), which
// only the browser tests can see, so the mutation score counts only changes a unit test could catch.
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

/** Whether a string in the config targets a state by the machine's id ('#id.state'). */
function targetsById(node, id) {
  if (!node || typeof node !== 'object') return false;
  if (node.type === 'StringLiteral') return node.value.startsWith(`#${id}`);
  return Object.entries(node).some(
    ([key, value]) =>
      !['loc', 'start', 'end'].includes(key) &&
      (Array.isArray(value) ? value : [value]).some((v) => targetsById(v, id)),
  );
}

/** The options object of the `setup({ … })` call that `path` sits in, if any. */
function setupOptions(path) {
  for (let p = path; p; p = p.parentPath) {
    if (p.node.type === 'CallExpression' && p.node.callee.type === 'Identifier' && p.node.callee.name === 'setup')
      return p.node.arguments[0];
  }
  return undefined;
}

const isFunction = (node) => node?.type === 'ArrowFunctionExpression' || node?.type === 'FunctionExpression';
const onlyThrows = (fn) =>
  fn.body.type === 'BlockStatement' && fn.body.body.length === 1 && fn.body.body[0].type === 'ThrowStatement';

/** A stand-in implementation in setup(): `() => {}`, `() => true`, or an actor (`fromPromise`, `fromCallback`) whose
 * body only throws "provide a … actor". Components replace every one with `.provide()`. */
function isPlaceholder(node) {
  if (isFunction(node)) {
    if (node.body.type === 'BlockStatement') return node.body.body.length === 0 || onlyThrows(node);
    return node.body.type === 'BooleanLiteral';
  }
  if (node?.type === 'CallExpression' && ['fromPromise', 'fromCallback'].includes(node.callee.name)) {
    const fn = node.arguments[0];
    return isFunction(fn) && onlyThrows(fn);
  }
  return false;
}

function isInsidePlaceholder(path) {
  for (let p = path.parentPath; p; p = p.parentPath) {
    if (p.parentPath?.node?.type === 'ObjectProperty' && isPlaceholder(p.node)) return true;
  }
  return false;
}

/** actions / guards / actors of setup() whose every member is a stand-in. */
const onlyPlaceholders = (object) =>
  object?.type === 'ObjectExpression' &&
  object.properties.length > 0 &&
  object.properties.every((p) => p.type === 'ObjectProperty' && isPlaceholder(p.value));

/** JSX attributes that only style an element: what they change is checked in the browser (tests/e2e/layout.spec.ts,
 * the visual and axe checks, `npm run screenshots`), which Stryker does not run; jsdom has no layout to see.
 * `classNames` is FigureList's: the classes of its list, items, terms and values, nothing else. */
const STYLE_ATTRIBUTES = new Set(['className', 'classNames', 'style']);

/** A name that holds class names only: a module constant (`badgeClassName`, `outcomeClassName`), a function that
 * returns them (`resultColumnsClassName`) or a `className` prop, whose default (`{ className = '' }`) is the extra
 * classes a caller may add. */
const CLASS_NAMES = /^className$|ClassName$/;

/** `{ className: … }`, or `{ props: { className: … } }`: an object that only gives an element its classes. */
const onlyClassNames = (node) =>
  node?.type === 'ObjectExpression' &&
  node.properties.length > 0 &&
  node.properties.every(
    (p) =>
      p.type === 'ObjectProperty' &&
      (keyName(p) === 'className' || (keyName(p) === 'props' && onlyClassNames(p.value))),
  );

function inStyleAttribute(path) {
  for (let p = path; p; p = p.parentPath) {
    if (p.node.type === 'JSXAttribute') return STYLE_ATTRIBUTES.has(p.node.name.name);
    // An element's props given as an object (markdown-to-jsx's overrides: `ul: { props: { className } }`)
    if (p.node.type === 'ObjectProperty' && keyName(p.node) === 'className') return true;
    if (onlyClassNames(p.node)) return true;
    if (p.node.type === 'VariableDeclarator') return CLASS_NAMES.test(p.node.id.name ?? '');
    if (p.node.type === 'AssignmentPattern') return CLASS_NAMES.test(p.node.left.name ?? '');
    // A function that only picks class names (`resultColumnsClassName(count)`) is styling; any other function inside
    // an attribute (an event handler, a render prop) is behaviour.
    if (isFunction(p.node))
      return p.parentPath?.node.type === 'VariableDeclarator' && CLASS_NAMES.test(p.parentPath.node.id.name ?? '');
  }
  return false;
}

export const machineEquivalents = {
  shouldIgnore(path) {
    if (inStyleAttribute(path))
      return 'Styling only (className/style): checked by the browser tests, which Stryker does not run.';
    const config = machineConfig(path);
    if (!config) return undefined;
    const node = path.node;

    // The machine's id names it in the development inspector and in docs/machines.md, unless a target uses it.
    if (
      node.type === 'StringLiteral' &&
      path.parentPath.node === prop(config, 'id') &&
      !targetsById(config, node.value)
    ) {
      return 'The machine id only names the machine in the dev inspector and docs/machines.md.';
    }

    // Stand-in implementations in setup(): each component replaces them all with `.provide()` (the throwing actors
    // say so if one is ever forgotten), so emptying or changing them changes nothing that runs. This covers a
    // stand-in itself, a group of them, and setup's options when they hold nothing else but the types.
    const options = setupOptions(path);
    if (options) {
      const standIn = path.parentPath?.node?.type === 'ObjectProperty' && isPlaceholder(node);
      const group = ['actions', 'guards', 'actors'].includes(keyName(path.parentPath?.node)) && onlyPlaceholders(node);
      const wholeOptions =
        node === options && options.properties.every((p) => keyName(p) === 'types' || onlyPlaceholders(p.value));
      const inside = isInsidePlaceholder(path);
      if (standIn || group || wholeOptions || inside)
        return 'A stand-in implementation: every component replaces it with .provide().';
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
