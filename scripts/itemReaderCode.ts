/**
 * Writes the long lists' item readers (src-adapters/api/bigAnswers/itemReaders.generated.ts) from
 * the item schemas themselves: for each, straight-line code that does what valibot's own `~run`
 * of each part of the schema does (valibot 1.x, src/schemas/<type>/<type>.ts and
 * src/actions/<type>/<type>.ts), without the dataset objects, issues and messages that make valibot
 * take ten times as long an item. A reader gives the schema's output for a value the schema
 * passes, FAILS for one it does not. Every check, transform, literal and default is the schema's
 * own, taken from it when the reader is made; only the walk (which keys, parts and actions, in
 * which order) is written out, and tests/unit/adapters/itemReaders.test.ts fails when the file is
 * not what this writes. A part not walked here (a raw transform, a default made by a function, a
 * type added later) is run by its own code: never more lenient than the schema, only slower there.
 * Why generated and not built from the schema at run time: closures walking the schema took five
 * to ten times as long as this code (docs/benchmarks.md, bench:lists); eval is out (CSP).
 */

/** A schema or action as valibot builds it: the properties its `~run` reads. */
export interface Part {
  readonly kind: string;
  readonly type: string;
  readonly async?: boolean;
  readonly pipe?: readonly Part[];
  readonly wrapped?: Part;
  readonly item?: Part;
  readonly entries?: Readonly<Record<string, Part>>;
  readonly options?: readonly unknown[];
  readonly literal?: unknown;
  readonly default?: unknown;
  readonly fallback?: unknown;
}

class Emitter {
  readonly refs: string[] = [];
  readonly lines: string[] = [];
  /** Types of the parts left to their own code. */
  readonly ownRuns: string[] = [];
  private next = 0;

  constructor(readonly typed: boolean) {}

  name(prefix: string) {
    return `${prefix}${this.next++}`;
  }

  /** A part of the schema, found once when the reader is made. */
  ref(path: string) {
    const r = this.name('r');
    this.refs.push(`const ${r} = ${path};`);
    return r;
  }

  any() {
    return this.typed ? ': any' : '';
  }
}

const key = (k: string) => JSON.stringify(k);
const optionalTypes = new Set(['exact_optional', 'optional', 'nullish']);

/** A part run by its own code, as safeParse runs it: any issue fails. */
function own(e: Emitter, part: Part, path: string, x: string, fail: string, typed = false): string {
  e.ownRuns.push(part.type);
  const d = e.name('d');
  e.lines.push(`const ${d} = ${e.ref(path)}['~run']({ ${typed ? 'typed: true, ' : ''}value: ${x} }, getGlobalConfig());`);
  e.lines.push(`if (${d}.issues) ${fail};`);
  return `${d}.value`;
}

/** Emits the reading of `x` (a variable) by `part` (at `path` in the schema `s`); gives the output's expression. */
function read(e: Emitter, part: Part, path: string, x: string, fail: string): string {
  if (part.async) return own(e, part, path, x, fail);
  // v.pipe and v.fallback both copy their first schema's properties: with both, which wraps which is unclear.
  if (part.fallback !== undefined) {
    if (part.pipe || typeof part.fallback === 'function') return own(e, part, path, x, fail);
    const out = e.name('v');
    const label = e.name('f');
    e.lines.push(`let ${out}${e.any()} = ${e.ref(`${path}.fallback`)};`, `${label}: {`);
    const output = base(e, part, path, x, `break ${label}`);
    e.lines.push(`${out} = ${output};`, '}');
    return out;
  }
  if (!part.pipe) return base(e, part, path, x, fail);
  let value = x;
  part.pipe.forEach((item, i) => {
    if (item.kind === 'metadata') return;
    const at = `${path}.pipe[${i}]`;
    const output = i === 0 || item.kind === 'schema' ? read(e, item, at, value, fail) : action(e, item, at, value, fail);
    if (/^\w+$/.test(output)) value = output;
    else {
      value = e.name('v');
      e.lines.push(`const ${value} = ${output};`);
    }
  });
  return value;
}

/** An action of a pipe; a validation fails on what its own `~run` would report. */
function action(e: Emitter, part: Part, path: string, x: string, fail: string): string {
  const check = (failed: string) => {
    e.lines.push(`if (${failed}) ${fail};`);
    return x;
  };
  // A number is written into the code (the freshness test sees it change); anything else is taken from the schema.
  const req = (part as { requirement?: unknown }).requirement;
  const requirement = () => (typeof req === 'number' && Number.isFinite(req) ? String(req) : e.ref(`${path}.requirement`));
  switch (part.type) {
    case 'transform': return `${e.ref(`${path}.operation`)}(${x})`;
    case 'trim': return `${x}.trim()`;
    case 'check': case 'finite': case 'integer': return check(`!${requirement()}(${x})`);
    case 'min_value': return check(`!(${x} >= ${requirement()})`);
    case 'max_value': return check(`!(${x} <= ${requirement()})`);
    case 'gt_value': return check(`!(${x} > ${requirement()})`);
    case 'min_length': return check(`${x}.length < ${requirement()}`);
    case 'regex': return check(`!${requirement()}.test(${x})`);
    default: return own(e, part, path, x, fail, true);
  }
}

function base(e: Emitter, part: Part, path: string, x: string, fail: string): string {
  const check = (failed: string) => {
    e.lines.push(`if (${failed}) ${fail};`);
    return x;
  };
  switch (part.type) {
    case 'string': case 'boolean': return check(`typeof ${x} !== '${part.type}'`);
    case 'number': return check(`typeof ${x} !== 'number' || Number.isNaN(${x})`);
    case 'null': return check(`${x} !== null`);
    case 'undefined': return check(`${x} !== undefined`);
    case 'unknown': case 'any': return x;
    case 'literal': {
      const { literal } = part;
      if (Number.isNaN(literal)) return check(`!Number.isNaN(${x})`);
      const plain = typeof literal === 'string' || typeof literal === 'boolean' || (typeof literal === 'number' && Number.isFinite(literal));
      return check(`${x} !== ${plain ? JSON.stringify(literal) : e.ref(`${path}.literal`)}`);
    }
    case 'picklist': return check(`!${e.ref(`${path}.options`)}.includes(${x})`);
    case 'optional': case 'nullish': return optional(e, part, path, x, fail);
    case 'union': {
      const out = e.name('v');
      const done = e.name('u');
      e.lines.push(`let ${out}${e.any()};`, `${done}: {`);
      (part.options as Part[]).forEach((option, i) => {
        const label = e.name('o');
        e.lines.push(`${label}: {`);
        const output = read(e, option, `${path}.options[${i}]`, x, `break ${label}`);
        e.lines.push(`${out} = ${output};`, `break ${done};`, '}');
      });
      e.lines.push(`${fail};`, '}');
      return out;
    }
    case 'array': {
      const out = e.name('v');
      const item = e.name('x');
      e.lines.push(`if (!Array.isArray(${x})) ${fail};`, `const ${out}${e.typed ? ': unknown[]' : ''} = [];`, `for (const ${item} of ${x}) {`);
      const output = read(e, part.item!, `${path}.item`, item, fail);
      e.lines.push(`${out}.push(${output});`, '}');
      return out;
    }
    case 'object': return object(e, part, path, x, fail);
    default: return own(e, part, path, x, fail);
  }
}

/** valibot's optional and nullish: a missing value takes the default, and is given back when there is none. */
function optional(e: Emitter, part: Part, path: string, x: string, fail: string): string {
  if (typeof part.default === 'function') return own(e, part, path, x, fail);
  const missing = (value: unknown) => value === undefined || (part.type === 'nullish' && value === null);
  const out = e.name('v');
  e.lines.push(`let ${out}${e.any()} = ${x};`);
  e.lines.push(`if (${x} !== undefined${part.type === 'nullish' ? ` && ${x} !== null` : ''}) {`);
  e.lines.push(`${out} = ${read(e, part.wrapped!, `${path}.wrapped`, x, fail)};`);
  if (part.default !== undefined) {
    const given = e.ref(`${path}.default`);
    e.lines.push('} else {');
    e.lines.push(`${out} = ${missing(part.default) ? given : read(e, part.wrapped!, `${path}.wrapped`, given, fail)};`);
  }
  e.lines.push('}');
  return out;
}

/** valibot's object: each key of the schema in order, a default or fallback for an absent one; other keys dropped. */
function object(e: Emitter, part: Part, path: string, x: string, fail: string): string {
  const fields = Object.entries(part.entries!);
  const given = (field: Part) => (optionalTypes.has(field.type) ? field.default : undefined);
  if (fields.some(([, f]) => typeof given(f) === 'function' || typeof f.fallback === 'function')) return own(e, part, path, x, fail);
  const out = e.name('v');
  e.lines.push(`if (!${x} || typeof ${x} !== 'object') ${fail};`, `const ${out}${e.any()} = {};`);
  for (const [k, field] of fields) {
    const at = `${path}.entries[${key(k)}]`;
    const value = e.name('x');
    e.lines.push(`const ${value} = ${x}[${key(k)}];`, `if (${value} !== undefined || ${key(k)} in ${x}) {`);
    e.lines.push(`${out}[${key(k)}] = ${read(e, field, at, value, fail)};`, '}');
    if (given(field) !== undefined) {
      e.lines.push('else {');
      e.lines.push(`${out}[${key(k)}] = ${read(e, field, at, e.ref(`${at}.default`), fail)};`, '}');
    } else if (field.fallback !== undefined) e.lines.push(`else ${out}[${key(k)}] = ${e.ref(`${at}.fallback`)};`);
    else if (!optionalTypes.has(field.type)) e.lines.push(`else ${fail};`);
  }
  return out;
}

function indented(lines: readonly string[], from: number): string[] {
  let depth = from;
  return lines.map((line) => {
    if (line.startsWith('}')) depth--;
    const out = `${'  '.repeat(depth)}${line}`;
    if (line.endsWith('{')) depth++;
    return out;
  });
}

/** The function that makes `schema`'s reader from the schema (`s`), and the types of the parts left to their own code. */
export function readerCode(schema: Part, typed = true): { code: string; ownRuns: readonly string[] } {
  const e = new Emitter(typed);
  const output = read(e, schema, 's', 'x', 'return FAILS');
  // A union option or fallback that cannot fail leaves its label unused: a plain block then.
  const lines = e.lines.map((line) => {
    const label = /^(\w+): \{$/.exec(line)?.[1];
    return label && !e.lines.some((l) => l.includes(`break ${label};`)) ? '{' : line;
  });
  const body = [...e.refs, `return (x${e.any()})${e.typed ? ': unknown' : ''} => {`, ...indented(lines, 1), `  return ${output};`, '};'];
  return { code: `(s${e.any()}) => {\n${body.map((l) => `  ${l}`).join('\n')}\n}`, ownRuns: e.ownRuns };
}

/** The whole generated file, for the long lists' item schemas by list name. */
export function itemReadersFile(schemas: Readonly<Record<string, Part>>): string {
  const readers = Object.entries(schemas).map(([name, schema]) => ({ name, ...readerCode(schema) }));
  const entries = readers.map(({ name, code }) => `  ${name}: ${code.replace(/\n/g, '\n  ')},`);
  const ownRuns = readers.some((r) => r.ownRuns.length > 0);
  return `/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Generated by \`npm run generate:readers\` (scripts/itemReaderCode.ts) from the item schemas of the
 * long lists (longListSchemas.ts): do not edit. Each entry makes its list's item reader from the
 * item schema itself; FAILS is what a reader gives for an item its schema does not pass.
 */
${ownRuns ? "import { getGlobalConfig } from 'valibot';\n\n" : ''}export const FAILS: unique symbol = Symbol('fails its schema');

export const ITEM_READERS = {
${entries.join('\n')}
};
`;
}
