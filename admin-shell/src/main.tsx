import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { LanguageRoot } from './language/LanguageRoot';
import { createQueryClient } from './queryClient';
import { SessionGate } from './session/SessionGate';
import './styles.css';
// The look of the SDK's list kit and colour field, for the shell's screens and every remote's.
import '@hearken/addon-sdk/ui.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <LanguageRoot>
        <SessionGate />
      </LanguageRoot>
    </QueryClientProvider>
  </StrictMode>,
);
