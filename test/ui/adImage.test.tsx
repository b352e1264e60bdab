import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdImage } from '../../src/ui/components/ads/AdImage';

const base = { id: 'i1', url: '/api/uploads/ads/a/b', height: 800, position: 0 };

describe('an ad image', () => {
  it('offers the browser every stored size, never wider than the photo, with its box reserved', () => {
    render(<AdImage image={{ ...base, width: 1200, widths: [320, 640, 828, 1280] }} alt="Haus" sizes="100vw" />);
    const image = screen.getByRole('img', { name: 'Haus' });
    expect(image.getAttribute('srcset')).toBe(
      '/api/uploads/ads/a/b-320.webp 320w, /api/uploads/ads/a/b-640.webp 640w, /api/uploads/ads/a/b-828.webp 828w, /api/uploads/ads/a/b-1280.webp 1200w',
    );
    expect(image.getAttribute('width')).toBe('1200');
    expect(image.getAttribute('height')).toBe('800');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('names no 828 file for an image uploaded before that size existed', () => {
    render(<AdImage image={{ ...base, width: 1200, widths: [320, 640, 1280] }} alt="Haus" sizes="100vw" priority />);
    const image = screen.getByRole('img', { name: 'Haus' });
    expect(image.getAttribute('srcset')).not.toContain('-828.webp');
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });
});
