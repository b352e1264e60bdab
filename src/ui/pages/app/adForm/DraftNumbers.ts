import { makeAutoObservable } from 'mobx';
import type { AdInput } from '../../../../domain/adValidation';
import { formatLocalizedNumber, type NumberLanguage } from '../../../../domain/numbers';
import {
  draftToInput,
  NUMBER_FIELDS,
  readNumber,
  translateNumbers,
  type AdDraft,
  type NumberField,
  type NumberProblem,
} from './adFormMapping';

/**
 * The ad form's numbers as people type them: read in the page's language ("1.250,50" in German, "1,250.50" in
 * English), written back that way on leaving a field, rewritten when the language switches, and a number that means
 * nothing or two things shown as a problem on its field instead of being guessed.
 */
export class DraftNumbers {
  /** Number fields whose text means nothing or two things, with what they could have meant. */
  problems: Partial<Record<NumberField, NumberProblem>> = {};
  /** The language numbers are typed and shown in; the view keeps it current. */
  lang: NumberLanguage = 'de';

  constructor(
    private readonly draft: () => AdDraft,
    private readonly replace: (draft: AdDraft) => void,
  ) {
    makeAutoObservable<this, 'draft' | 'replace'>(this, { draft: false, replace: false });
  }

  /** Numbers typed in one language are rewritten when the page switches to the other. */
  setLanguage(lang: NumberLanguage): void {
    if (lang === this.lang) return;
    this.replace(translateNumbers(this.draft(), this.lang, lang));
    this.lang = lang;
  }

  /** Leaving a field: a readable number is written back the language's way ("1250" → "1.250"); else its problem shows. */
  blur(field: NumberField): void {
    const read = readNumber(this.draft(), field, this.lang);
    if ('reason' in read) this.problems[field] = read;
    else if (read.value !== null)
      this.draft()[field] = formatLocalizedNumber(read.value, this.lang, NUMBER_FIELDS[field].kind);
  }

  /** Takes one of the readings offered for an ambiguous number. */
  accept(field: NumberField, value: number): void {
    this.draft()[field] = formatLocalizedNumber(value, this.lang, NUMBER_FIELDS[field].kind);
    delete this.problems[field];
  }

  /** A field typed in again: its old problem no longer applies. */
  edited(field: keyof AdDraft): void {
    if (field in this.problems) delete this.problems[field as NumberField];
  }

  clear(): void {
    this.problems = {};
  }

  get hasProblems(): boolean {
    return Object.keys(this.problems).length > 0;
  }

  /** The draft as the API's input, or null with every unclear number's problem shown. */
  toInput(): AdInput | null {
    const { input, problems } = draftToInput(this.draft(), this.lang);
    this.problems = Object.fromEntries(problems.map((problem) => [problem.field, problem]));
    return problems.length > 0 ? null : input;
  }
}
