import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './queryClient';
import { SessionGate } from './session/SessionGate';
import './styles.css';
// The SDK list kit's look, for the shell's lists and every remote's.
import '@hearken/addon-sdk/ui/list.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <SessionGate />
    </QueryClientProvider>
  </StrictMode>,
);
