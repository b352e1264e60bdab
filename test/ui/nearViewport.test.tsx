import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from '../../src/ui/components/useNearViewport';

function CostlyPart() {
  const [slot, near] = useNearViewport<HTMLDivElement>('300px');
  return near ? <p>map started</p> : <div data-testid="placeholder" ref={slot} />;
}

/** A stand-in for the browser's IntersectionObserver that the test tells when the element comes into view. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  observed: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  report(isIntersecting: boolean) {
    this.callback(
      this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('parts started only near the viewport', () => {
  it('stay a placeholder until the visitor scrolls near them, then start', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    render(<CostlyPart />);
    const observer = FakeIntersectionObserver.last!;
    expect(observer.options.rootMargin).toBe('300px');
    expect(observer.observed).toEqual([screen.getByTestId('placeholder')]);
    act(() => observer.report(false));
    expect(screen.queryByText('map started')).not.toBeInTheDocument();
    act(() => observer.report(true));
    expect(screen.getByText('map started')).toBeInTheDocument();
  });

  it('start at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<CostlyPart />);
    expect(screen.getByText('map started')).toBeInTheDocument();
  });
});
