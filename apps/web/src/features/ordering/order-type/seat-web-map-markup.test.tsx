// The venue's googleMaps markup is never rendered as HTML; only an iframe on
// an allowed maps host is shown, in an iframe the app builds.
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSeatWeb } from '../../../test/fixtures';
import '../../../i18n/i18n';
import { SeatWebMapMarkup } from './seat-web-map-markup';

const renderMarkup = (googleMaps: string) =>
  render(
    <SeatWebMapMarkup seatWeb={makeSeatWeb({ name: 'Tavola Centro', googleMaps, latitude: null, longitude: null })} />,
  );

describe('the venue map markup (issue #8 item 8)', () => {
  it('never renders the markup as HTML: no script, no handler, no foreign element', () => {
    const { container } = renderMarkup(
      '<img src="x" onerror="window.hacked=1"><script>window.hacked=2</script><a href="javascript:alert(1)">x</a>',
    );
    expect(container.querySelector('img, script, a')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
  });

  it('drops an iframe on a host that is not an allowed maps host, or not https', () => {
    expect(
      renderMarkup('<iframe src="https://evil.example/maps/embed"></iframe>').container.querySelector('iframe'),
    ).toBeNull();
    expect(
      renderMarkup('<iframe src="http://www.google.com/maps/embed?pb=1"></iframe>').container.querySelector('iframe'),
    ).toBeNull();
    expect(renderMarkup('<iframe src="javascript:alert(1)"></iframe>').container.querySelector('iframe')).toBeNull();
  });

  it('shows an allowed embed in its own iframe, keeping only the source', () => {
    const { container } = renderMarkup(
      '<iframe src="https://www.google.com/maps/embed?pb=abc" onload="window.hacked=3" srcdoc="<script>1</script>"></iframe>',
    );
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://www.google.com/maps/embed?pb=abc');
    expect(frame?.hasAttribute('onload')).toBe(false);
    expect(frame?.hasAttribute('srcdoc')).toBe(false);
    expect(frame?.getAttribute('title')).toBeTruthy();
  });

  it('draws a venue with coordinates on the map component, whatever its markup', async () => {
    const { container } = render(
      <SeatWebMapMarkup
        seatWeb={makeSeatWeb({
          name: 'Tavola Centro',
          googleMaps: '<img src=x onerror=alert(1)>',
          latitude: 45.46,
          longitude: 9.18,
        })}
      />,
    );
    // The map component (Leaflet) loads on demand.
    await waitFor(() => expect(container.querySelector('[data-testid="location-map"]')).not.toBeNull());
    expect(container.querySelector('img[src="x"], iframe')).toBeNull();
  });
});
