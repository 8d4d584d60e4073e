import { textLines } from '../../../../services/narrator/index.ts';

/**
 * A told tale as paragraphs of plain text nodes (model output is never parsed as HTML): blank lines
 * part paragraphs, single line breaks stay line breaks.
 */
export function TaleText({ text }: { text: string }) {
  const paragraphs: string[][] = [[]];
  for (const line of textLines(text)) {
    const current = paragraphs[paragraphs.length - 1] ?? [];
    if (line.trim() === '') {
      if (current.length > 0) paragraphs.push([]);
    } else current.push(line.trim());
  }
  return (
    <>
      {paragraphs
        .filter((lines) => lines.length > 0)
        .map((lines, index) => (
          <p key={index}>
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
