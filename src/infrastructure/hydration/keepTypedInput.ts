type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the visitor changed in a field of the server's page, as the field would report it. */
function changed(field: Field): string | boolean | null {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked ? field.checked : null;
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((o) => o.selected !== o.defaultSelected) ? field.value : null;
  return field.value !== field.defaultValue ? field.value : null;
}

const setters = {
  input: Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!,
  textarea: Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!,
  select: Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!,
};

/**
 * A server-rendered form can be typed into before the app has taken the page over, and hydration gives controlled
 * fields their state back (empty): the words would be lost. This notes what the visitor typed or chose until the page
 * is live (`ready` resolves) and then types it again, as input events the views' handlers receive.
 */
export function keepTypedInput(root: HTMLElement, ready: Promise<void>): void {
  const typed = new Map<Field, string | boolean>();
  const note = (field: Field) => {
    const value = changed(field);
    if (value === null) typed.delete(field);
    else typed.set(field, value);
  };
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) note(field);
  const onInput = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)
      note(field);
  };
  root.addEventListener('input', onInput, true);
  root.addEventListener('change', onInput, true);
  void ready.then(() => {
    root.removeEventListener('input', onInput, true);
    root.removeEventListener('change', onInput, true);
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      if (typeof value === 'boolean') {
        if (field instanceof HTMLInputElement && field.checked !== value) field.click();
        continue;
      }
      const setter =
        field instanceof HTMLSelectElement
          ? setters.select
          : field instanceof HTMLTextAreaElement
            ? setters.textarea
            : setters.input;
      // Through the field's own setter first (React's value tracker notes it), then the prototype's: the tracker then
      // sees a change and the view's onChange receives the typed value.
      field.value = '';
      setter.call(field, value);
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }
  });
}

/** Resolves once the page marks itself live (`<html data-ready>`, src/ui/app/PageReady.tsx). */
export function pageReady(doc: Document): Promise<void> {
  return new Promise((resolve) => {
    if (doc.documentElement.dataset.ready) return resolve();
    const observer = new MutationObserver(() => {
      if (!doc.documentElement.dataset.ready) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(doc.documentElement, { attributes: true, attributeFilter: ['data-ready'] });
  });
}
