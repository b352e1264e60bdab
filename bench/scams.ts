/**
 * Issue 69: the pre-publication check on the scam corpus (test/fixtures/scamCorpus.ts): how many scam-like ads it
 * holds (recall), how many of the ads it holds are scams (precision), how many ordinary ads it holds, and the time of
 * its text and price rules per ad. Goals: ≥ 90 % held, ≤ 3 % of ordinary ads held. The photo index's time at a
 * million photos is measured by risk.ts.
 */
import { judged, SCAM_CORPUS } from '../test/fixtures/scamCorpus';
import { percentile, type Report } from './report';

export function scamCorpus(report: Report): void {
  const times: number[] = [];
  let [scamsHeld, ordinaryHeld] = [0, 0];
  for (let round = 0; round < 5; round++)
    for (const ad of SCAM_CORPUS) {
      const started = performance.now();
      const { held } = judged(ad);
      times.push(performance.now() - started);
      if (round === 0 && held && ad.scam) scamsHeld++;
      if (round === 0 && held && !ad.scam) ordinaryHeld++;
    }
  const scams = SCAM_CORPUS.filter((ad) => ad.scam).length;
  const ordinary = SCAM_CORPUS.length - scams;
  const recall = scamsHeld / scams;
  const precision = scamsHeld / Math.max(1, scamsHeld + ordinaryHeld);
  report(
    `scam corpus: ${scamsHeld}/${scams} scam-like ads held, ${ordinaryHeld}/${ordinary} ordinary ads held`,
    `recall ${(recall * 100).toFixed(1)} %, precision ${(precision * 100).toFixed(1)} %, ordinary held ${((ordinaryHeld / ordinary) * 100).toFixed(1)} %; text rules p95 ${percentile(times, 95).toFixed(2)} ms per ad`,
    '≥ 90 % held, ≤ 3 % of ordinary ads held',
    recall >= 0.9 && ordinaryHeld / ordinary <= 0.03,
  );
}
