// How a message that fails its schema is answered: the first problem only, as a code and a
// sentence the player can read. Shared by both directions.
import type * as v from 'valibot';

/** malformed: not a message at all or the wrong shape; too_large: over the size limit; invalid: a field breaks a rule. */
export type ParseErrorCode = 'malformed' | 'too_large' | 'invalid';

export type ParseResult<M> = { ok: true; message: M } | { ok: false; code: ParseErrorCode; message: string };

export function firstProblem(issues: readonly v.BaseIssue<unknown>[]): {
  code: ParseErrorCode;
  message: string;
} {
  const issue = issues[0];
  if (!issue) return { code: 'malformed', message: 'The message is not valid.' };
  const key = issue.path?.[issue.path.length - 1]?.key;
  if (
    issue.kind === 'schema' &&
    issue.type === 'object' &&
    issue.input === undefined &&
    typeof key === 'string'
  )
    return { code: 'malformed', message: `The message is missing "${key}".` };
  return { code: issue.kind === 'validation' ? 'invalid' : 'malformed', message: issue.message };
}
