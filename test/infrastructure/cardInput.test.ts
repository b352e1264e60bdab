import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cardExpiryAsTyped, cardNumberAsTyped, formatWhileTyping } from '../../src/infrastructure/payments/cardInput';

/** Issue 67: the demo card form writes the number in groups of four and the expiry as MM/JJ while typing. */
function field(format: (raw: string, deleting: boolean) => string): HTMLInputElement {
  const input = document.createElement('input');
  document.body.replaceChildren(input);
  formatWhileTyping(input, format);
  return input;
}

describe('the card form while typing', () => {
  it('groups the number in fours, however it is typed or pasted', async () => {
    expect(cardNumberAsTyped('4000002760003184')).toBe('4000 0027 6000 3184');
    expect(cardNumberAsTyped('4000-0027 6000.3184')).toBe('4000 0027 6000 3184');
    expect(cardNumberAsTyped('4242')).toBe('4242');
    const input = field(cardNumberAsTyped);
    await userEvent.type(input, '4000002760003184');
    expect(input.value).toBe('4000 0027 6000 3184');
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('4242424242424242');
    expect(input.value).toBe('4242 4242 4242 4242');
  });

  it('writes the expiry as MM/JJ, and lets the slash go while deleting', async () => {
    expect(cardExpiryAsTyped('1228', false)).toBe('12/28');
    expect(cardExpiryAsTyped('4', false)).toBe('04/');
    expect(cardExpiryAsTyped('12/', true)).toBe('12');
    const input = field(cardExpiryAsTyped);
    await userEvent.type(input, '1228');
    expect(input.value).toBe('12/28');
    await userEvent.type(input, '{Backspace}{Backspace}');
    expect(input.value).toBe('12');
    await userEvent.type(input, '39');
    expect(input.value).toBe('12/39');
  });

  it('keeps the caret where the person types in the middle', async () => {
    const input = field(cardNumberAsTyped);
    await userEvent.type(input, '42424242');
    input.setSelectionRange(2, 2);
    await userEvent.type(input, '9', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input.value).toBe('4294 2424 2');
    expect(input.selectionStart).toBe(3);
  });
});
