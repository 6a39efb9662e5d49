// The include step of the client sites (content/client-sites/<slug>/): what a client's pages share (the font links,
// the header's logo, the footer, Peak Form's class list) is written once, in a partial under <slug>/include/, and a
// page names it on a line of its own: `<!-- include: footer.html -->`. A partial may leave holes, `{{name}}`, which the
// marker fills: `<!-- include: classes.html hiit="class on" -->`. The partial's lines take the marker's indentation;
// its URLs are the page's (the text is pasted into the page); a partial may include another. `npm run render:work`
// renders the resolved page, and the tests read it.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const marker = /^([ \t]*)<!-- include: ([\w.-]+)((?: [\w-]+="[^"]*")*) -->$/gm;

/** `html` with every include marker replaced by its partial from `dir`. Throws on a missing partial, a hole the
 * marker does not fill, a value no hole takes, or a marker it cannot read. */
export function resolveIncludes(html, dir, seen = []) {
  const resolved = html.replace(marker, (_, indent, name, attrs) => {
    if (seen.includes(name)) throw new Error(`${join(dir, name)} includes itself`);
    const values = Object.fromEntries([...attrs.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const used = new Set();
    const text = readFileSync(join(dir, name), 'utf8')
      .replace(/\n$/, '')
      .replace(/\{\{([\w-]+)\}\}/g, (_hole, key) => {
        if (!(key in values)) throw new Error(`${join(dir, name)}: the include gives no ${key}="…"`);
        used.add(key);
        return values[key];
      });
    const unused = Object.keys(values).filter((key) => !used.has(key));
    if (unused.length) throw new Error(`${join(dir, name)} has no {{${unused.join('}}, {{')}}}`);
    const inner = resolveIncludes(text, dir, [...seen, name]);
    return inner
      .split('\n')
      .map((line) => (line ? indent + line : line))
      .join('\n');
  });
  const left = /<!-- include\b.*-->/.exec(resolved);
  if (left) throw new Error(`${dir}: cannot read ${left[0]} (a line of its own: <!-- include: name.html -->)`);
  return resolved;
}

/** A client page as the browser gets it: content/client-sites/<slug>/<page>.html with its partials in place. */
export function readClientPage(file) {
  return resolveIncludes(readFileSync(file, 'utf8'), join(dirname(file), 'include'));
}
