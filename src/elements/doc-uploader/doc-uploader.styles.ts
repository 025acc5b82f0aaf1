import { css } from 'lit';
import { baseStyles } from '../../ui/styles.js';

export const docUploaderStyles = [
  baseStyles,
  css`
    :host {
      display: grid;
      gap: var(--_space);
    }
    .dropzone {
      display: grid;
      justify-items: center;
      gap: calc(var(--_space) / 2);
      padding: calc(var(--_space) * 1.5) var(--_space);
      border: 2px dashed var(--_border);
      border-radius: var(--_radius);
      background: var(--_surface);
      text-align: center;
    }
    .dropzone.dragging {
      border-color: var(--_primary);
      border-style: solid;
    }
    .dropzone p {
      margin: 0;
    }
    .dropzone-title {
      font-weight: 600;
    }
    .dropzone-notice {
      color: var(--_text);
      font-weight: 600;
    }
    .link-form {
      gap: calc(var(--_space) / 2);
    }
    .queue {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: var(--_space);
    }
    .item,
    .status {
      /* A file name or a service's status may be one long word: it wraps instead of widening the page. */
      overflow-wrap: anywhere;
    }
    .item {
      border: 1px solid var(--_border);
      border-inline-start-width: 4px;
      border-radius: var(--_radius);
      padding: var(--_space);
      background: var(--_bg);
    }
    .item[data-state='rejected'],
    .item[data-state='failed'] {
      border-color: var(--_error);
    }
    .item[data-state='done'] {
      border-color: var(--_success);
    }
    .item form {
      gap: calc(var(--_space) / 1.5);
    }
    .item-body {
      display: grid;
      gap: calc(var(--_space) / 1.5);
      border: 0;
      margin: 0;
      padding: 0;
      min-width: 0;
    }
    .item-title {
      font-weight: 700;
      padding: 0;
      overflow-wrap: anywhere;
    }
    .item-state,
    .item-type,
    .item-notice {
      margin: 0;
    }
    .item-state {
      color: var(--_muted);
    }
    .item[data-state='done'] .item-state {
      color: var(--_success);
      font-weight: 600;
    }
    .item-error {
      color: var(--_error);
      font-weight: 600;
    }
    .item-error p {
      margin: 0;
    }
    .item-error:focus,
    .item-state:focus {
      outline: 3px solid var(--_focus);
      outline-offset: 2px;
    }
    .progress {
      display: grid;
      gap: 0.25em;
    }
    progress {
      width: 100%;
      height: 0.8em;
      accent-color: var(--_primary);
    }
    .progress-text {
      color: var(--_muted);
      font-size: 0.9em;
    }
    textarea {
      resize: vertical;
    }
  `,
];
