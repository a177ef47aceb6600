/**
 * JSON as the fuzzer writes it: plain values, plus what JSON.stringify cannot produce (repeated and
 * `__proto__` keys, number tokens such as 1e309, broken syntax, strings whose bytes are not UTF-8).
 */

export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject | RawJson | BadUtf8;

/** An object as its list of members: keys may repeat, and `__proto__` is a key like any other. */
export class JsonObject {
  constructor(readonly members: readonly (readonly [string, JsonValue])[]) {}

  static of(record: Record<string, JsonValue>): JsonObject {
    return new JsonObject(Object.entries(record));
  }

  has(key: string): boolean {
    return this.members.some(([k]) => k === key);
  }

  /** A copy with `key` set to `value`: every member of that name replaced by one, at the end. */
  with(key: string, value: JsonValue): JsonObject {
    return new JsonObject([...this.members.filter(([k]) => k !== key), [key, value]]);
  }

  without(key: string): JsonObject {
    return new JsonObject(this.members.filter(([k]) => k !== key));
  }

  /** A copy with one more member, even when the key is there already (a duplicate key). */
  plus(key: string, value: JsonValue): JsonObject {
    return new JsonObject([...this.members, [key, value]]);
  }
}

/** Text written as it is: a number token, a deep nesting, broken syntax. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A string literal holding bytes that are not UTF-8 between two pieces of text. */
export class BadUtf8 {
  constructor(
    readonly before: string,
    readonly bytes: readonly number[],
    readonly after: string,
  ) {}
}

/** The bytes of a value as JSON text. */
export function jsonBytes(value: JsonValue): Buffer {
  const parts: (string | Buffer)[] = [];
  write(value, parts);
  // Runs of text become one buffer each: most bodies are one run.
  const buffers: Buffer[] = [];
  let text: string[] = [];
  for (const part of parts) {
    if (typeof part === 'string') text.push(part);
    else {
      buffers.push(Buffer.from(text.join(''), 'utf8'), part);
      text = [];
    }
  }
  buffers.push(Buffer.from(text.join(''), 'utf8'));
  return buffers.length === 1 ? buffers[0]! : Buffer.concat(buffers);
}

function write(value: JsonValue, out: (string | Buffer)[]): void {
  if (value instanceof RawJson) return void out.push(value.text);
  if (value instanceof BadUtf8) {
    const quoted = (text: string) => JSON.stringify(text).slice(1, -1);
    out.push(`"${quoted(value.before)}`, Buffer.from(value.bytes), `${quoted(value.after)}"`);
    return;
  }
  if (value instanceof JsonObject) {
    out.push('{');
    value.members.forEach(([key, member], i) => {
      out.push(`${i > 0 ? ',' : ''}${JSON.stringify(key)}:`);
      write(member, out);
    });
    return void out.push('}');
  }
  if (Array.isArray(value)) {
    out.push('[');
    value.forEach((item, i) => {
      if (i > 0) out.push(',');
      write(item, out);
    });
    return void out.push(']');
  }
  out.push(JSON.stringify(value));
}
