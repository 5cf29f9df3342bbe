import { describe, expect, it } from 'vitest';
import { describeCapabilities, everyLabel, pageLabel } from './capabilities';
import { EVERY_CAPABILITY, NO_CAPABILITIES } from './fixtures';

describe('describeCapabilities', () => {
  it('says in plain words what an add-on that declares everything may do: hosts, data, pages, settings; no routes', () => {
    const lines = describeCapabilities(EVERY_CAPABILITY);
    expect(lines).toEqual([
      'Hosts it may reach: hooks.example.com, 127.0.0.1 (any port)',
      "Data it reads: surveys, responses, visitors' countries",
      'Pages it adds: a Settings tab (Probe), pages of its own',
      'Settings it owns: mode, token',
      'Settings it owns on each survey: nudge',
      'Keeps data of its own on this server',
      "Runs on your site's pages",
      "Answers visitors' browsers at 2 addresses of its own",
      'Runs by itself: purge (every day)',
      'Also usable by people who can view results',
    ]);
    expect(lines.join(' ')).not.toMatch(/\/report|\/rate|\/events/);
  });

  it('says an add-on that declares nothing only reacts to events', () => {
    expect(describeCapabilities(NO_CAPABILITIES)).toEqual(['Nothing beyond reacting to events, such as a new response.']);
  });

  it('an admin UI without named pages reads "Adds its own parts to this admin"', () => {
    expect(describeCapabilities({ ...NO_CAPABILITIES, admin_ui: true })).toEqual(['Adds its own parts to this admin']);
  });

  it('says raising notifications on a line of its own, not as data it reads', () => {
    expect(describeCapabilities({ ...NO_CAPABILITIES, permissions: ['responses:read', 'notifications:raise'] })).toEqual([
      'Data it reads: responses',
      "Shows notifications in this admin's drawer",
    ]);
  });

  it('shows a permission it has no words for as the manifest spells it', () => {
    expect(describeCapabilities({ ...NO_CAPABILITIES, permissions: ['settings:read', 'calendar:write', 'constructor'] })).toEqual([
      'Data it reads: settings, calendar:write, constructor',
    ]);
  });

  it('names each role capability that may use its routes once', () => {
    const routes = [
      { path: '/a', capability: 'view_results' as const },
      { path: '/b', capability: 'view_results' as const },
      { path: '/c', capability: 'create_edit_surveys' as const },
    ];
    expect(describeCapabilities({ ...NO_CAPABILITIES, admin_routes: routes })).toEqual([
      'Also usable by people who can view results or create and edit surveys',
    ]);
  });
});

describe('pageLabel', () => {
  it('reads each extension point the host names in words, with its label', () => {
    expect(pageLabel('menu-item: Post Ratings')).toBe('a menu entry (Post Ratings)');
    expect(pageLabel('route')).toBe('pages of its own');
    expect(pageLabel('results-panel: Ratings')).toBe('a panel in the results (Ratings)');
    expect(pageLabel('dashboard-widget: Pulse')).toBe('dashboard-widget: Pulse');
  });
});

describe('everyLabel', () => {
  it('reads a schedule as words, and an unknown one as written', () => {
    expect(everyLabel('1d')).toBe('every day');
    expect(everyLabel('15m')).toBe('every 15 minutes');
    expect(everyLabel('2h')).toBe('every 2 hours');
    expect(everyLabel('weekly')).toBe('weekly');
  });
});
