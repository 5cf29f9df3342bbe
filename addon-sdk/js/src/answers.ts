/**
 * How a visitor's answer is compared with a condition's value, the same in the widget's skip
 * logic and in add-ons' widget modules (conditional redirects): the spec's operators (=, !=, IN,
 * CONTAINS, !CONTAINS, STARTS_WITH, ENDS_WITH, >, <; spec 000 §5, 002 §5) and the editor's names
 * for them (is, is_not, includes, lower_than, greater_than, with spaces or any case). An unknown
 * operator, or a condition without a value, never matches.
 */

const OPERATORS: Record<string, string> = {
  '=': '=',
  is: '=',
  '!=': '!=',
  is_not: '!=',
  in: 'IN',
  includes: 'IN',
  contains: 'CONTAINS',
  '!contains': '!CONTAINS',
  starts_with: 'STARTS_WITH',
  ends_with: 'ENDS_WITH',
  '>': '>',
  greater_than: '>',
  '<': '<',
  lower_than: '<',
  less_than: '<',
};

/** The stable text form of a question id: `"q1"` and `1` compare by their text, as on the host. */
export function answerIdKey(id: unknown): string {
  return typeof id === 'string' ? id.trim() : typeof id === 'number' ? String(id) : '';
}

function text(v: unknown): string {
  return v == null ? '' : Array.isArray(v) ? v.join(', ') : String(v);
}

function same(a: unknown, b: unknown): boolean {
  return a != null && text(a).trim() === text(b).trim();
}

function num(v: unknown): number {
  return typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
}

/**
 * A selection (checkbox) equals a value when it is exactly that one option, or exactly the
 * options of an array value in any order.
 */
function equals(answer: unknown, expected: unknown): boolean {
  if (!Array.isArray(answer)) return same(answer, expected);
  const want = Array.isArray(expected) ? expected : [expected];
  return answer.length === want.length && want.every((w) => answer.some((a) => same(a, w)));
}

/** Whether `answer` (a stored answer's value; null when skipped) passes `op` against `expected`. */
export function compareAnswer(op: string, answer: unknown, expected: unknown): boolean {
  if (expected == null || text(expected).trim() === '') return false;
  const a = text(answer);
  const e = text(expected);
  switch (OPERATORS[op.trim().toLowerCase().replace(/\s+/g, '_')]) {
    case '=':
      return equals(answer, expected);
    case '!=':
      return !equals(answer, expected);
    case 'IN':
      return Array.isArray(answer) ? answer.some((x) => same(x, expected)) : a.includes(e);
    case 'CONTAINS':
      return a.includes(e);
    case '!CONTAINS':
      return !a.includes(e);
    case 'STARTS_WITH':
      return a.startsWith(e);
    case 'ENDS_WITH':
      return a.endsWith(e);
    case '>':
      return num(answer) > num(expected);
    case '<':
      return num(answer) < num(expected);
    default:
      return false;
  }
}
