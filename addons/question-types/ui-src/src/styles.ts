import { useRemoteStyles } from '@hearken/addon-sdk/ui';
import css from './editor.css?inline';

/** Adds the editors' stylesheet to the page once (the SDK's `useRemoteStyles` says why as text). */
export function useEditorStyles() {
  useRemoteStyles('hearken-question-types-editor', css);
}
