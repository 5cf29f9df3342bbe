import { describe, expect, it } from 'vitest';
import { describeCapabilities } from './capabilities';
import { EVERY_CAPABILITY, NO_CAPABILITIES } from './fixtures';

describe('describeCapabilities', () => {
  it('says in one line each what an add-on that declares everything may do', () => {
    expect(describeCapabilities(EVERY_CAPABILITY)).toEqual([
      'Send data to: hooks.example.com, 127.0.0.1 (any port)',
      "Read: surveys, responses, visitors' countries",
      'Store its own data',
      'Keep its own settings: mode, token',
      'Keep its own settings on each survey: nudge',
      'Answer visitors at: /rate, /events/*',
      'Run on a schedule: purge (every 1d)',
      'Add pages to this admin: Settings tab: Probe',
      "Run on your site's pages",
      'Let other roles call: /report/* (view_results)',
    ]);
  });

  it('says an add-on that declares nothing does nothing beyond its hooks', () => {
    expect(describeCapabilities(NO_CAPABILITIES)).toEqual(['Nothing beyond its hooks.']);
  });

  it('an admin UI without named pages reads "Add to this admin"', () => {
    expect(describeCapabilities({ ...NO_CAPABILITIES, admin_ui: true })).toEqual(['Add to this admin']);
  });

  it('says raising notifications on a line of its own, not as a read', () => {
    expect(describeCapabilities({ ...NO_CAPABILITIES, permissions: ['responses:read', 'notifications:raise'] })).toEqual([
      'Read: responses',
      "Show notifications in this admin's drawer",
    ]);
  });

  it('shows a permission it has no words for as the manifest spells it', () => {
    expect(describeCapabilities({ ...NO_CAPABILITIES, permissions: ['settings:read', 'calendar:write', 'constructor'] })).toEqual([
      'Read: settings, calendar:write, constructor',
    ]);
  });
});
