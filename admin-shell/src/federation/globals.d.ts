/** Set by vite.config.ts: the installed versions of the packages shared with add-on remotes. */
declare const __SHARED_VERSIONS__: Record<'react' | 'react-dom' | 'react-router' | '@tanstack/react-query', string>;
