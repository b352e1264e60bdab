/**
 * An OpenImmo document as the XML reader hands it over: elements are objects, repeated elements arrays, attributes
 * `@_name`, text `#text` (or the element's value itself when it has neither attributes nor children). Namespace
 * prefixes are gone: `<oi:preise>` and `<preise>` read the same.
 */
export type XmlValue = string | XmlElement | XmlValue[];
export interface XmlElement {
  [name: string]: XmlValue;
}

/** An element as fast-xml-parser's builder takes it: attributes `@_name`, text `#text`, children by name. */
export type XmlOut = { [name: string]: XmlOut | XmlOut[] | string | number | boolean };

/**
 * Reads one object's elements by path ("preise/kaltmiete", "objektkategorie/nutzungsart/@WOHNEN") and remembers every
 * path it was asked for: what the import never asked for is what the report lists as kept but not shown.
 */
export class ObjectReader {
  private readonly asked = new Set<string>();

  constructor(private readonly root: XmlElement) {}

  /** The element or attribute at the path (the first of repeated ones), or undefined. */
  value(path: string): XmlValue | undefined {
    this.asked.add(path);
    let here: XmlValue | undefined = this.root;
    for (const step of path.split('/')) {
      if (Array.isArray(here)) here = here[0];
      if (here === undefined || typeof here === 'string') return undefined;
      here = (here as XmlElement)[step.startsWith('@') ? `@_${step.slice(1)}` : step];
    }
    return Array.isArray(here) ? here[0] : here;
  }

  /** Every element at the path (repeated ones), each remembered as asked. */
  all(path: string): XmlElement[] {
    this.asked.add(path);
    const parent = path.split('/').slice(0, -1).join('/');
    const last = path.split('/').at(-1)!;
    const holder = parent ? this.value(parent) : this.root;
    if (!holder || typeof holder === 'string' || Array.isArray(holder)) return [];
    const found = (holder as XmlElement)[last];
    const list = Array.isArray(found) ? found : found === undefined ? [] : [found];
    return list.map((item) => (typeof item === 'string' ? { '#text': item } : (item as XmlElement)));
  }

  /** The text at the path, trimmed; null for nothing or only spaces. */
  text(path: string): string | null {
    const found = this.value(path);
    const raw = typeof found === 'string' ? found : found && !Array.isArray(found) ? found['#text'] : undefined;
    const text = typeof raw === 'string' ? raw.trim() : '';
    return text === '' ? null : text;
  }

  /** A yes/no element or attribute: "true", "1", "JA", "yes" are yes. */
  flag(path: string): boolean {
    return isYes(this.text(path));
  }

  /**
   * What the object carries that nothing asked for: each leaf (text or attribute) with a value, by path, at most
   * `max` of them. Whole branches asked for count as read (an attachment's parts, the contact person).
   */
  unread(max = 200): { path: string; value: string }[] {
    const found: { path: string; value: string }[] = [];
    const walk = (value: XmlValue, path: string) => {
      if (found.length >= max || this.covered(path)) return;
      if (Array.isArray(value)) return value.forEach((item) => walk(item, path));
      if (typeof value === 'string') {
        if (value.trim() !== '' && path !== '') found.push({ path, value: value.trim().slice(0, 200) });
        return;
      }
      for (const [name, child] of Object.entries(value))
        walk(
          child,
          name === '#text' ? path : path ? `${path}/${name.startsWith('@_') ? `@${name.slice(2)}` : name}` : name,
        );
    };
    walk(this.root, '');
    return found;
  }

  private covered(path: string): boolean {
    return this.asked.has(path) || [...this.whole].some((branch) => path.startsWith(`${branch}/`));
  }

  private readonly whole = new Set<string>();

  /** Marks a branch as read in full (its parts are not listed as kept). */
  readWhole(path: string): void {
    this.asked.add(path);
    this.whole.add(path);
  }
}

export function isYes(text: string | null): boolean {
  return text !== null && ['true', '1', 'ja', 'yes', 'j'].includes(text.toLowerCase());
}
