import { textLines } from '../../../../services/narrator/index.ts';

/**
 * Told text (a model's or the offline storyteller's) as paragraphs of plain text nodes: never
 * parsed as HTML. Blank lines separate paragraphs; single line breaks stay line breaks.
 */
export function ToldText({ text, className = '' }: { text: string; className?: string }) {
  const paragraphs: string[][] = [[]];
  for (const line of textLines(text)) {
    const current = paragraphs[paragraphs.length - 1] ?? [];
    if (line.trim() === '') {
      if (current.length > 0) paragraphs.push([]);
    } else current.push(line);
  }
  return (
    <>
      {paragraphs
        .filter((lines) => lines.length > 0)
        .map((lines, index) => (
          <p key={index} className={className}>
            {lines.map((line, i) => (
              <span key={i}>
                {i > 0 ? <br /> : null}
                {line}
              </span>
            ))}
          </p>
        ))}
    </>
  );
}
