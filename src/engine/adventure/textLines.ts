// Told text as lines for the screen. Model output is untrusted: it is never parsed as HTML, only
// split on newlines (each line becomes a text node and the screen puts a line break between
// them). Control characters and Markdown emphasis markers a model may add are dropped, so the
// player reads plain words.

// eslint-disable-next-line no-control-regex -- dropping control characters is the point here
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export function textLines(text: string): string[] {
  return text
    .replace(CONTROL, '')
    .replace(/\*\*|__/g, '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/^#{1,6}\s+/, '').trimEnd());
}
