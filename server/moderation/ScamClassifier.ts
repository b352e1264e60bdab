import type { ClassifierQuality } from '../../src/domain/risk';
import { normaliseForRules } from './scamText';

/** One moderator's decision on a held ad: its text, and whether it was rejected (scam) or released. */
export interface LabelledText {
  text: string;
  scam: boolean;
}

/** How the classifier did on the newest decisions after learning from the older ones (the desk shows it). */
export type { ClassifierQuality };

const GRAM = 4;
/** It speaks once it has seen this many of each kind; fewer would make it a coin. */
export const MIN_EXAMPLES_PER_CLASS = 10;
/** The newest decisions on held ads it learns from (a few thousand texts: learned in milliseconds). */
export const LEARNED_DECISIONS = 5000;
/** A text it calls a scam with at least this probability is one. */
export const SCAM_PROBABILITY = 0.9;

/** The text's character 4-grams (on the normalised text, words padded), each once. */
function gramsOf(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of normaliseForRules(text).split(' ')) {
    const padded = ` ${word} `;
    for (let i = 0; i + GRAM <= padded.length; i++) grams.add(padded.slice(i, i + GRAM));
  }
  return grams;
}

/**
 * A small naive Bayes classifier (Bernoulli-style over which character 4-grams occur, Laplace-smoothed) that learns
 * from the moderators' decisions on held ads: one more signal beside the rules, in process, no outside service. It
 * learns the wording of scams the rules do not know yet, and of honest ads the rules hold wrongly.
 */
export class ScamClassifier {
  private readonly counts = { scam: new Map<string, number>(), honest: new Map<string, number>() };
  private readonly documents = { scam: 0, honest: 0 };

  constructor(examples: readonly LabelledText[]) {
    for (const { text, scam } of examples) {
      const kind = scam ? 'scam' : 'honest';
      this.documents[kind] += 1;
      for (const gram of gramsOf(text)) this.counts[kind].set(gram, (this.counts[kind].get(gram) ?? 0) + 1);
    }
  }

  /** Whether it has seen enough of both kinds to say anything. */
  get ready(): boolean {
    return this.documents.scam >= MIN_EXAMPLES_PER_CLASS && this.documents.honest >= MIN_EXAMPLES_PER_CLASS;
  }

  /** The probability that the text is a scam, or null while it has not learned enough. */
  scamProbability(text: string): number | null {
    if (!this.ready) return null;
    const total = this.documents.scam + this.documents.honest;
    let logOdds = Math.log(this.documents.scam / total) - Math.log(this.documents.honest / total);
    for (const gram of gramsOf(text)) {
      const scam = ((this.counts.scam.get(gram) ?? 0) + 1) / (this.documents.scam + 2);
      const honest = ((this.counts.honest.get(gram) ?? 0) + 1) / (this.documents.honest + 2);
      // Grams seen in neither kind say nothing either way.
      if (!this.counts.scam.has(gram) && !this.counts.honest.has(gram)) continue;
      logOdds += Math.log(scam) - Math.log(honest);
    }
    return 1 / (1 + Math.exp(-Math.max(-50, Math.min(50, logOdds))));
  }

  /**
   * Learns from all but the newest fifth of the decisions (oldest first) and measures itself on that fifth: what the
   * desk shows, so a moderator knows how far to trust the signal.
   */
  static quality(decisions: readonly LabelledText[]): ClassifierQuality {
    const held = Math.floor(decisions.length / 5);
    const learned = new ScamClassifier(decisions.slice(0, decisions.length - held));
    const tested = decisions.slice(decisions.length - held);
    const scams = decisions.filter((d) => d.scam).length;
    if (!learned.ready || held === 0)
      return { examples: decisions.length, scams, evaluated: 0, precision: null, recall: null };
    let [truePositive, falsePositive, falseNegative] = [0, 0, 0];
    for (const { text, scam } of tested) {
      const called = (learned.scamProbability(text) ?? 0) >= SCAM_PROBABILITY;
      if (called && scam) truePositive++;
      if (called && !scam) falsePositive++;
      if (!called && scam) falseNegative++;
    }
    const ratio = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 1000);
    return {
      examples: decisions.length,
      scams,
      evaluated: tested.length,
      precision: ratio(truePositive, truePositive + falsePositive),
      recall: ratio(truePositive, truePositive + falseNegative),
    };
  }
}
