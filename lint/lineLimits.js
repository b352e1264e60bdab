/**
 * A long file is a hint, not a rule: past 300 lines (formatted, comments and blank lines counted) the lint warns, so a
 * reader asks whether the file does more than one thing. Issue 66: a hard cap of 250 made files end where the cap was
 * rather than where their content ended; a file now ends where its content ends.
 */
export const MAX_LINES = 300;

export const lineLimits = [{ rules: { 'max-lines': ['warn', { max: MAX_LINES }] } }];
