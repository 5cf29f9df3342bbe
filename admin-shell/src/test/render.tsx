import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { NoticesProvider } from '../notices/NoticesProvider';
import { UpgradeProvider } from '../upgrade/UpgradeProvider';
import { createQueryClient } from '../queryClient';
import type { Session } from '../session/api';
import { SessionProvider } from '../session/SessionProvider';

export const ADMIN_SESSION: Session = {
  user: { id: 1, email: 'ada@example.com', name: 'Ada', role: 'administrator', disabled: false, language: null },
  nonce: 'nonce-123',
  capabilities: ['manage_options', 'create_edit_surveys', 'view_results', 'delete_surveys'],
};

/**
 * Renders `ui` as the signed-in admin app would: session (the administrator unless `session` says
 * otherwise), router at `route`, notices.
 */
export function renderSignedIn(
  ui: ReactElement,
  { route = '/', session = ADMIN_SESSION }: { route?: string; session?: Session } = {},
) {
  const client = createQueryClient({ retry: false });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider session={session}>
        <MemoryRouter initialEntries={[route]}>
          <NoticesProvider>
            <UpgradeProvider>{ui}</UpgradeProvider>
          </NoticesProvider>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

/** Renders the whole shell from its first screen. */
export function renderShell(ui: ReactElement) {
  const client = createQueryClient({ retry: false });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
