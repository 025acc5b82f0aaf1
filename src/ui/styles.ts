/**
 * The look every element shares, driven by documented CSS custom properties (docs/theming.md).
 *
 * A page's global CSS reaches a shadow root only through what the host element inherits or matches (`*`,
 * `body`, `html`). So the font family passes through from the host (the partner's font by default); every
 * other inherited property that changes how text reads is pinned on `:host` with `!important`, which in the
 * shadow tree's context beats even the page's `* { ... !important }`. A theme changes those through the
 * `--cee-*` properties, never by styling the host element itself. Sizes are in `em` of the pinned size, never
 * in `rem`, so a page's `html { font-size: 62.5% }` cannot shrink or swell them.
 */
import { css } from 'lit';

export const baseStyles = css`
  :host {
    --_primary: var(--cee-color-primary, #1d4ed8);
    --_on-primary: var(--cee-color-on-primary, #ffffff);
    --_text: var(--cee-color-text, #1f2937);
    --_muted: var(--cee-color-muted, #4b5563);
    --_bg: var(--cee-color-background, #ffffff);
    --_surface: var(--cee-color-surface, #f3f4f6);
    --_border: var(--cee-color-border, #6b7280);
    --_error: var(--cee-color-error, #b91c1c);
    --_success: var(--cee-color-success, #166534);
    --_focus: var(--cee-color-focus, #b45309);
    --_radius: var(--cee-radius, 6px);
    --_space: var(--cee-space, 0.75em);
    display: block;
    box-sizing: border-box;
    /* Passed through: without --cee-font-family the declaration is unset, so the host's font is inherited. */
    font-family: var(--cee-font-family);
    /* Pinned: a page's *, html or body rules cannot change how the widget reads. */
    color: var(--_text) !important;
    background-color: var(--_bg) !important;
    color-scheme: var(--cee-color-scheme, light) !important;
    font-size: var(--cee-font-size, medium) !important;
    line-height: var(--cee-line-height, 1.5) !important;
    font-style: normal !important;
    font-weight: 400 !important;
    font-variant: normal !important;
    font-stretch: normal !important;
    letter-spacing: normal !important;
    word-spacing: normal !important;
    text-transform: none !important;
    text-indent: 0 !important;
    text-align: start !important;
    text-shadow: none !important;
    white-space: normal !important;
    word-break: normal !important;
    hyphens: manual !important;
    cursor: auto !important;
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  form {
    display: grid;
    gap: var(--_space);
    margin: 0;
  }
  /* A field is one column, not a grid inside the form's grid: it draws the same, and lays out faster. */
  .field {
    display: flex;
    flex-direction: column;
    gap: calc(var(--_space) / 3);
    margin: 0;
    min-width: 0;
  }
  fieldset.field {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: calc(var(--_space) / 2) var(--_space) var(--_space);
  }
  .label {
    font-weight: 600;
    padding: 0;
  }
  /* A legend on a fieldset's border keeps a little air on each side of its text. */
  fieldset > legend,
  fieldset > legend.label {
    padding-inline: 0.25em;
  }
  .required {
    color: var(--_error);
    margin-inline-start: 0.2em;
  }
  input,
  select,
  textarea,
  button {
    font: inherit;
    color: inherit;
    letter-spacing: normal;
    text-transform: none;
    margin: 0;
  }
  input:not([type='checkbox']):not([type='radio']),
  select,
  textarea {
    width: 100%;
    min-height: 2.5em;
    padding: 0.4em 0.6em;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg);
  }
  input[type='checkbox'],
  input[type='radio'] {
    width: 1.15em;
    height: 1.15em;
    margin: 0;
    accent-color: var(--_primary);
  }
  /* The box stays beside the first line when its label wraps. */
  .check-row,
  .option {
    display: inline-flex;
    align-items: flex-start;
    gap: 0.5em;
  }
  .check-row > input,
  .option > input {
    flex: none;
    margin-block-start: calc((1lh - 1.15em) / 2);
  }
  .options {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em 1.25em;
  }
  .with-unit {
    display: flex;
    align-items: center;
    gap: 0.5em;
  }
  .unit {
    color: var(--_muted);
    white-space: nowrap;
  }
  input[aria-invalid='true']:not([type='checkbox']):not([type='radio']),
  select[aria-invalid='true'],
  textarea[aria-invalid='true'] {
    border-color: var(--_error);
    border-width: 2px;
  }
  .hint {
    margin: 0;
    color: var(--_muted);
    font-size: 0.9em;
  }
  .error {
    margin: 0;
    color: var(--_error);
    font-weight: 600;
  }
  button {
    cursor: pointer;
    min-height: 2.5em;
    padding: 0.4em 1.1em;
    border-radius: var(--_radius);
    border: 1px solid var(--_primary);
    background: var(--_primary);
    color: var(--_on-primary);
    font-weight: 600;
    line-height: 1.2;
    width: auto;
  }
  button.secondary {
    background: var(--_bg);
    color: var(--_primary);
  }
  button[aria-disabled='true'],
  button:disabled {
    opacity: 0.65;
    cursor: not-allowed;
  }
  /* The ring sits outside the control, on the background: --cee-color-focus needs 3:1 against --cee-color-background. */
  :focus-visible,
  a:focus,
  input:not([type='checkbox']):not([type='radio']):focus,
  select:focus,
  textarea:focus {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  .error-summary,
  .error-panel,
  .config-error {
    border: 2px solid var(--_error);
    border-radius: var(--_radius);
    padding: var(--_space);
    background: var(--_bg);
  }
  .error-summary ul {
    margin: 0.25em 0 0;
    padding-inline-start: 1.25em;
  }
  .error-summary a {
    color: var(--_error);
  }
  .summary-title {
    margin: 0;
    font-weight: 700;
  }
  .error-panel p,
  .config-error p {
    margin: 0 0 0.5em;
  }
  .status:empty {
    margin: 0;
    padding: 0;
    border: 0;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
    align-items: center;
  }
  .spinner {
    display: inline-block;
    width: 1em;
    height: 1em;
    border: 2px solid currentColor;
    border-inline-end-color: transparent;
    border-radius: 50%;
    animation: spin 0.8s linear infinite;
    vertical-align: -0.15em;
  }
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation: none;
    }
  }
`;
