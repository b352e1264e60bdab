/**
 * The demo card form written as the card is printed, while typing: the number in groups of four ("4000 0027 6000
 * 3184"), the expiry as MM/JJ ("12/28"). Stripe's own form does the same for a real card.
 */

/** Groups of four digits, at most 19 digits (the longest card numbers). */
export function cardNumberAsTyped(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * MM/JJ: the slash comes once the month is there ("1" stays "1", "12" becomes "12/", "4" means April: "04/"); while
 * deleting, a slash left at the end goes with it.
 */
export function cardExpiryAsTyped(raw: string, deleting: boolean): string {
  let digits = raw.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && digits > '1') digits = `0${digits}`;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && !deleting) return `${digits}/`;
  return digits;
}

/** Rewrites the field with `format`, keeping the caret after the same number of digits as before. */
export function formatWhileTyping(input: HTMLInputElement, format: (raw: string, deleting: boolean) => string): void {
  input.addEventListener('input', (event) => {
    const deleting = (event as InputEvent).inputType?.startsWith('delete') ?? false;
    const caret = input.selectionStart ?? input.value.length;
    const digitsBefore = input.value.slice(0, caret).replace(/\D/g, '').length;
    const formatted = format(input.value, deleting);
    if (formatted === input.value) return;
    input.value = formatted;
    let position = 0;
    for (let seen = 0; position < formatted.length && seen < digitsBefore; position++)
      if (/\d/.test(formatted[position]!)) seen++;
    // After a digit that now ends a group (or the month), the caret goes past the separator typed for the user.
    if (!deleting && /[ /]/.test(formatted[position] ?? '')) position++;
    input.setSelectionRange(position, position);
  });
}
