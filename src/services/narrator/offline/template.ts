// Fills story templates. A slot is `{name}`; `{Name}` gives the same text with a capital first
// letter, for slots that open a sentence. A missing slot is a bug in the storyteller's word banks,
// so it throws instead of showing a player '{name}' or 'undefined'.

export type Slots = Readonly<Record<string, string>>;

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function fill(template: string, slots: Slots): string {
  return template.replace(/\{([A-Za-z]+)\}/g, (_, key: string) => {
    const lower = key.charAt(0).toLowerCase() + key.slice(1);
    const value = slots[key] ?? slots[lower];
    if (value === undefined) throw new Error(`The story template needs a value for {${key}}.`);
    return key === lower ? value : capitalize(value);
  });
}

/** 'a', 'a and b', 'a, b and c': how a list of traits reads in a sentence. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}
