/**
 * The guest's text task: type the ad's target text (ADR 017). The guest page's script checks it live and the server
 * checks the answer again, so both sides use this one rule. It runs in the captive page's script: no imports, small.
 *
 * The rule compares the letters and digits only, in order:
 * - case, Unicode form (NFC or NFD, and compatibility forms such as full-width letters) do not matter;
 * - spaces and punctuation are ignored (phone keyboards add, drop and curl them: a double space becomes ". ");
 * - each diacritic of the target may be left out (Vietnamese "pho bo" for "phở bò", "d" for "đ"), but a
 *   diacritic the target does not have makes a different letter ("phó" is not "phở", "đa" is not "da");
 * - no other letter may differ, be missing or be added.
 */

/** What the guest page tells the guest while they type. */
export type AdTaskState =
  /** The ad has no task (its target text has no letter or digit). */
  | 'none'
  /** Nothing typed yet. */
  | 'empty'
  /** What is typed so far is the start of the target: keep going. */
  | 'partial'
  /** The whole target is typed. */
  | 'match'
  /** What is typed cannot become the target. */
  | 'mismatch'

/** A letter or digit with the diacritics written on it. */
interface Letter {
  base: string
  marks: string
}

const diacritic = /\p{M}/u
const letterOrDigit = /[\p{L}\p{N}]/u

function letters(text: string): Letter[] {
  const result: Letter[] = []
  let last: Letter | undefined
  for (const char of text.toLowerCase().normalize('NFKD')) {
    if (diacritic.test(char)) {
      if (last) last.marks += char
    } else if (letterOrDigit.test(char)) {
      // Unicode gives đ no decomposition; its stroke is taken as one more mark on d, so it is optional like the rest.
      last = char === 'đ' ? { base: 'd', marks: 'đ' } : { base: char, marks: '' }
      result.push(last)
    } else {
      last = undefined
    }
  }
  return result
}

function sameLetter(target: Letter | undefined, typed: Letter): boolean {
  return target?.base === typed.base && [...typed.marks].every((mark) => target.marks.includes(mark))
}

/** Where the typed text stands against the ad's target text. */
export function checkAdTask(targetText: string | null | undefined, typed: string): AdTaskState {
  const target = letters(targetText ?? '')
  if (target.length === 0) return 'none'
  const input = letters(typed)
  if (input.length === 0) return 'empty'
  if (input.length > target.length) return 'mismatch'
  for (let i = 0; i < input.length; i++) {
    if (!sameLetter(target[i], input[i]!)) return 'mismatch'
  }
  return input.length === target.length ? 'match' : 'partial'
}

/** Whether the ad asks the guest to type anything. */
export function hasAdTask(targetText: string | null | undefined): boolean {
  return checkAdTask(targetText, '') !== 'none'
}

/** Whether the task is done: the target is typed, or the ad has no task. */
export function adTaskPassed(targetText: string | null | undefined, typed: string): boolean {
  const state = checkAdTask(targetText, typed)
  return state === 'match' || state === 'none'
}
