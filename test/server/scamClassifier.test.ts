import { describe, expect, it } from 'vitest';
import { ScamClassifier, MIN_EXAMPLES_PER_CLASS } from '../../server/moderation/ScamClassifier';
import { SCAM_CORPUS } from '../fixtures/scamCorpus';

/** Decisions as moderators make them: scam-like and ordinary ads interleaved in time. */
const decisions = SCAM_CORPUS.map((ad) => ({ text: `${ad.title}\n${ad.description}`, scam: ad.scam })).sort(
  (a, b) => ((a.text.length * 7919) % 97) - ((b.text.length * 7919) % 97),
);

describe('the classifier that learns from moderators’ decisions', () => {
  it('says nothing until it has seen enough of both kinds', () => {
    const few = decisions.filter((d) => d.scam).slice(0, MIN_EXAMPLES_PER_CLASS - 1);
    const classifier = new ScamClassifier([...few, ...decisions.filter((d) => !d.scam)]);
    expect(classifier.ready).toBe(false);
    expect(classifier.scamProbability('Kaution vorab per Western Union')).toBeNull();
  });

  it('learned on older decisions, it recognises the newest: precision and recall the desk shows', () => {
    const quality = ScamClassifier.quality(decisions);
    expect(quality.examples).toBe(decisions.length);
    expect(quality.evaluated).toBe(Math.floor(decisions.length / 5));
    expect(quality.precision).toBeGreaterThanOrEqual(0.9);
    expect(quality.recall).toBeGreaterThanOrEqual(0.7);
  });

  it('learns a wording no rule knows, from decisions alone', () => {
    const lure = (n: number) => `Wohnung ${n}: Vor dem Termin bitte Gebühr über Wise Transfer an meinen Cousin.`;
    const honest = (n: number) => `Wohnung ${n}: Termin nach Absprache, Unterlagen bringen Sie zur Besichtigung mit.`;
    const examples = Array.from({ length: 12 }, (_, n) => [
      { text: lure(n), scam: true },
      { text: honest(n), scam: false },
    ]).flat();
    const classifier = new ScamClassifier(examples);
    expect(classifier.scamProbability('Vor dem Termin die Gebühr über Wise Transfer an meinen Cousin')).toBeGreaterThan(
      0.9,
    );
    expect(classifier.scamProbability('Termin nach Absprache, Unterlagen zur Besichtigung mitbringen')).toBeLessThan(
      0.1,
    );
  });
});
