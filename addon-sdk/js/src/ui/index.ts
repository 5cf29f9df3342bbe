/**
 * `@hearken/addon-sdk/ui`: React pieces for an add-on's admin remote, so it does not copy the
 * shell's. React and react-dom are the shell's (shared singletons); nothing here ships its own
 * styles: the pieces carry the shell's class names and look like the shell's own controls.
 */
export { Dialog, type DialogProps } from './Dialog.js';
export {
  TextField,
  SelectField,
  CheckboxField,
  type FieldProps,
  type TextFieldProps,
  type SelectFieldProps,
  type CheckboxFieldProps,
} from './fields.js';
export { FOCUSABLE, focusableIn, useDialogFocus } from './focus.js';
export { SearchSelect, SEARCH_DEBOUNCE_MS, type SearchChoice, type SearchSelectProps } from './SearchSelect.js';
export { useRemoteStyles } from './styles.js';
