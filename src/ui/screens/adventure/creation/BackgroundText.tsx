import { textLines } from '../../../../services/narrator/index.ts';

/** "Name: Kidlat" and the like: a short label, then what the storyteller said. */
const LABELLED = /^([A-Z][A-Za-z ]{1,18}):\s*(.*)$/;

/**
 * A told background (name, occupation, age, challenges, bio, docs/game-design.md §7.1) as plain text nodes:
 * each labelled line gets its label set apart, any other line is a paragraph. While it is told, a
 * quill mark follows the last word.
 */
export function BackgroundText({ text, telling = false }: { text: string; telling?: boolean }) {
  const lines = textLines(text).filter((line) => line.trim() !== '');
  return (
    <>
      {lines.map((line, index) => {
        const labelled = LABELLED.exec(line.trim());
        const quill =
          telling && index === lines.length - 1 ? <span className="forge-quill" aria-hidden="true" /> : null;
        return labelled ? (
          <p key={index} className="forge-story-line">
            <span className="forge-story-label">{labelled[1]}</span> {labelled[2]}
            {quill}
          </p>
        ) : (
          <p key={index}>
            {line}
            {quill}
          </p>
        );
      })}
    </>
  );
}
