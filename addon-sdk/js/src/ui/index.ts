/**
 * `@hearken/addon-sdk/ui`: React pieces for an add-on's admin remote, so it does not copy the
 * shell's; the shell builds its own screens from them too. React and react-dom are the shell's
 * (shared singletons). The pieces carry the shell's class names and look like the shell's own
 * controls; the classes of the list kit and the colour field come with `@hearken/addon-sdk/ui.css`,
 * which the shell loads for itself and every remote.
 */
export { AreaHeader, type AreaHeaderProps } from './AreaHeader.js';
export { Dialog, type DialogProps } from './Dialog.js';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.js';
export { Loaded, type LoadedProps } from './Loaded.js';
export { InlineBanner, type InlineBannerProps } from './InlineBanner.js';
export {
  TextField,
  SelectField,
  CheckboxField,
  type FieldProps,
  type TextFieldProps,
  type SelectFieldProps,
  type CheckboxFieldProps,
} from './fields.js';
export { ColourField, colourPickerValue, type ColourFieldProps } from './ColourField.js';
export { FOCUSABLE, focusableIn, useDialogFocus } from './focus.js';
export { SearchSelect, SEARCH_DEBOUNCE_MS, type SearchChoice, type SearchSelectProps } from './SearchSelect.js';
export { useRemoteStyles } from './styles.js';
export { LIST_KIT_STRINGS, type PaginationStrings, type BulkActionsStrings } from './list/strings.js';
export { Pagination, pageWindow, type PaginationProps } from './list/Pagination.js';
export { BulkActions, type BulkActionsProps } from './list/BulkActions.js';
export { QuickFilters, type QuickFiltersProps } from './list/QuickFilters.js';
export { LoadError, type LoadErrorProps } from './list/LoadError.js';
export { SelectAll, useSelection, type Selection, type SelectAllProps } from './list/selection.js';
export {
  useUrlParams,
  usePageInRange,
  pageParam,
  choiceParam,
  type ListQuery,
  type UrlParam,
  type UrlParams,
  type UrlParamsChange,
  type SearchParamsState,
} from './list/urlParams.js';
